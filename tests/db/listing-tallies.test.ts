import { describe, expect, inject, it } from 'vitest';
import type { PropertyTypeId } from '@/lib/domain';
import { SEED_REFERENCE_DATE } from '@/lib/seed/seed-clock';
import { defaultCriteria } from '@/lib/search/criteria';
import { forgetInventoryCounts, inventoryCounts } from '@/lib/listings/inventory-counts';
import { propertyTypeFacets } from '@/lib/search/facets';
import { searchListings } from '@/lib/search/search-listings';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const options = { now: new Date(SEED_REFERENCE_DATE), pageSize: 1 };
const TEXAS = 48;
const OKLAHOMA = 40;

type Counts = Record<string, number>;

/** The tallies summed per (state, mask), keys that sum to 0 left out. */
async function tallied(): Promise<Counts> {
  const rows = await database.sql<{ key: string; n: number }>(
    "select state_id || ':' || property_types as key, sum(listings)::int as n from listing_tallies group by state_id, property_types having sum(listings) <> 0",
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

/** The same, counted from the listings themselves. */
async function counted(): Promise<Counts> {
  const rows = await database.sql<{ key: string; n: number }>(
    "select state_id || ':' || property_types as key, count(*)::int as n from listings where market_status in (1, 2) group by state_id, property_types",
  );
  return Object.fromEntries(rows.map((row) => [row.key, row.n]));
}

/** An insert of copies of three active Texas listings, every column but the id and the generated ones. */
async function copyListings(): Promise<string> {
  const columns = await database.sql<{ name: string }>(
    "select column_name as name from information_schema.columns where table_name = 'listings' and column_name <> 'id' and is_generated = 'NEVER' and is_identity = 'NO' order by ordinal_position",
  );
  const list = columns.map((c) => `"${c.name}"`).join(', ');
  return `insert into listings (${list}) select ${list} from listings where state_id = 48 and market_status = 1 order by id limit 3`;
}

/** Runs `body` in a transaction that is rolled back, so the shared database is left as it was. */
async function rolledBack(body: () => Promise<void>): Promise<void> {
  await database.sql('begin');
  try {
    await body();
  } finally {
    await database.sql('rollback');
  }
}

describe(`listing tallies on ${inject('databaseEngine')}`, () => {
  it('agree with a count of the active listings after the seed and every test before this one', async () => {
    expect(await tallied()).toEqual(await counted());
  });

  it.each([
    ['new listings', 'copy'],
    ['a sale', "update listings set market_status = 4 where id in (select id from listings where state_id = 48 and market_status = 1 order by id limit 5)"],
    ['a sold listing back on the market', "update listings set market_status = 1 where id in (select id from listings where state_id = 48 and market_status = 4 order by id limit 2)"],
    ['new property types', "update listings set property_types = property_types | 2048 where id in (select id from listings where state_id = 48 and market_status = 2 order by id limit 4)"],
    ['a move to another state', `update listings set state_id = ${OKLAHOMA} where id in (select id from listings where state_id = 48 and market_status = 1 order by id limit 2)`],
    ['an edit that changes nothing counted', "update listings set title = title || ' (edited)' where id in (select id from listings where state_id = 48 order by id limit 20)"],
    ['a deletion', "delete from listings where id in (select id from listings where state_id = 48 and market_status in (1, 2) and id not in (select listing_id from leads) order by id desc limit 3)"],
  ])('follow %s', async (_what, statement) => {
    await rolledBack(async () => {
      const before = await database.sql<{ n: number }>('select count(*)::int as n from listing_tallies');
      await database.sql(statement === 'copy' ? await copyListings() : statement);
      expect(await tallied()).toEqual(await counted());
      const after = await database.sql<{ n: number }>('select count(*)::int as n from listing_tallies');
      // Changes are appended, never written over a row another writer may hold.
      expect(after[0]?.n).toBeGreaterThanOrEqual(before[0]?.n ?? 0);
    });
  });

  it('fold into one row per state and mask without changing a sum', async () => {
    await rolledBack(async () => {
      await database.sql("update listings set market_status = 4 where id in (select id from listings where state_id = 48 and market_status in (1, 2) order by id limit 6)");
      const sums = await tallied();
      const [folded] = await database.sql<{ n: number }>('select listing_tallies_compact() as n');
      expect(folded?.n).toBeGreaterThan(0);
      expect(await tallied()).toEqual(sums);
      const [row] = await database.sql<{ repeated: number; zero: number }>(
        'select (count(*) - count(distinct (state_id, property_types)))::int as repeated, count(*) filter (where listings = 0)::int as zero from listing_tallies',
      );
      expect(row).toEqual({ repeated: 0, zero: 0 });
    });
  });

  it('answer a plain state or national search, with or without types, its facets and the counts per state', async () => {
    // A change the listings do not show: only an answer read from the tallies can see it.
    const marker = [TEXAS, 1 << 30, 7];
    await database.sql('insert into listing_tallies (state_id, property_types, listings) values ($1, $2, $3)', marker);
    try {
      const plain = await searchListings(defaultCriteria({ stateId: TEXAS }), options);
      const [row] = await database.sql<{ n: number }>('select count(*)::int as n from listings where market_status in (1, 2) and state_id = 48');
      expect(plain.total).toBe((row?.n ?? 0) + 7);
      const filtered = await searchListings(defaultCriteria({ stateId: TEXAS, priceMax: 500_000 }), options);
      const [cheap] = await database.sql<{ n: number }>('select count(*)::int as n from listings where market_status in (1, 2) and state_id = 48 and price <= 500000');
      expect(filtered.total).toBe(cheap?.n);
      const facets = await propertyTypeFacets(defaultCriteria({ stateId: TEXAS }), options);
      const [farms] = await database.sql<{ n: number }>('select count(*)::int as n from listings where market_status in (1, 2) and state_id = 48 and (property_types & 128) <> 0');
      expect(facets[128]).toBe(farms?.n);
      // The national search, and the home page's counts per state, read them too.
      const [all] = await database.sql<{ n: number }>('select count(*)::int as n from listings where market_status in (1, 2)');
      expect((await searchListings(defaultCriteria({}), options)).total).toBe((all?.n ?? 0) + 7);
      forgetInventoryCounts();
      const counts = await inventoryCounts();
      expect(counts.byState.get(TEXAS)).toBe((row?.n ?? 0) + 7);
      expect(counts.active).toBe((all?.n ?? 0) + 7);
    } finally {
      await database.sql('delete from listing_tallies where property_types = $1', [1 << 30]);
      forgetInventoryCounts();
    }
  });

  it("name a state's type masks from the tallies for a filtered count, which still counts every match", async () => {
    const independent = async (types: number) => {
      const [row] = await database.sql<{ n: number }>(
        `select count(*)::int as n from listings where market_status in (1, 2) and state_id = 48 and price <= 500000 and acres >= 20 and (property_types & ${types}) <> 0`,
      );
      return row?.n;
    };
    const filtered = (types: PropertyTypeId[]) => defaultCriteria({ stateId: TEXAS, priceMax: 500_000, acresMin: 20, propertyTypes: types });
    expect((await searchListings(filtered([128]), options)).total).toBe(await independent(128));
    expect((await searchListings(filtered([128, 2]), options)).total).toBe(await independent(130));
    // A mask no Texas listing had: the count must find the listings that now carry it. The search reads
    // through the app's own connections, which would wait on a transaction of this one, so the change
    // is written and then written back.
    const mask = 128 | 64 | 1024 | 4096 | 8192;
    const [had] = await database.sql<{ n: number }>(`select count(*)::int as n from listings where state_id = 48 and property_types = ${mask}`);
    expect(had?.n).toBe(0);
    const changed = await database.sql<{ id: string; types: number }>(
      'select id, property_types as types from listings where state_id = 48 and market_status = 1 and price <= 500000 and acres >= 20 and (property_types & 128) = 0 order by id limit 3',
    );
    expect(changed).toHaveLength(3);
    try {
      await database.sql(`update listings set property_types = ${mask} where id = any($1::bigint[])`, [changed.map((row) => row.id)]);
      expect((await searchListings(filtered([128]), options)).total).toBe(await independent(128));
      expect((await searchListings(filtered([64]), options)).total).toBe(await independent(64));
    } finally {
      for (const row of changed) await database.sql('update listings set property_types = $1 where id = $2', [row.types, row.id]);
    }
  });

  it('leave the masks out of a count of sold listings, whose masks the tallies (active listings only) do not hold', async () => {
    const mask = 64 | 1024 | 4096 | 8192;
    const [had] = await database.sql<{ n: number }>(`select count(*)::int as n from listings where state_id = 48 and property_types = ${mask}`);
    expect(had?.n).toBe(0);
    const changed = await database.sql<{ id: string; types: number }>(
      'select id, property_types as types from listings where state_id = 48 and market_status = 4 and (property_types & 64) = 0 order by id limit 2',
    );
    expect(changed).toHaveLength(2);
    const sold = defaultCriteria({ stateId: TEXAS, marketStatuses: [4], propertyTypes: [64] });
    const [before] = await database.sql<{ n: number }>('select count(*)::int as n from listings where state_id = 48 and market_status = 4 and (property_types & 64) <> 0');
    try {
      await database.sql(`update listings set property_types = ${mask} where id = any($1::bigint[])`, [changed.map((row) => row.id)]);
      expect((await searchListings(sold, options)).total).toBe((before?.n ?? 0) + 2);
    } finally {
      for (const row of changed) await database.sql('update listings set property_types = $1 where id = $2', [row.types, row.id]);
    }
  });
});
