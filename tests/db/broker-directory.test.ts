import { describe, expect, inject, it } from 'vitest';
import { searchDirectory, directoryCounties, directoryStateCounts } from '@/lib/brokers/directory-query';
import { DIRECTORY_PAGE_SIZE } from '@/lib/brokers/directory-view';
import { getBrokerProfile } from '@/lib/brokers/server';
import { DirectorySort, type DirectorySortId } from '@/lib/domain';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const base = { nameWords: [], sort: DirectorySort.DEFAULT as DirectorySortId, page: 0 };
const number = (value: string | null | undefined) => Number(value ?? 0);

/** Accounts whose kept listing count differs from a count of their active listings (own and agents', each once). */
const disagreeing = `select count(*)::text as n from accounts a
  where a.active_listing_count <> (select count(*) from listings l where (l.account_id = a.id or l.parent_account_id = a.id) and l.market_status in (1, 2))
     or a.listing_price_max is distinct from (select max(price) from listings l where (l.account_id = a.id or l.parent_account_id = a.id) and l.market_status in (1, 2))`;

describe(`broker directory on ${inject('databaseEngine')}`, () => {
  it('keeps every account\'s listing statistics equal to its active listings after the seed', async () => {
    const [row] = await database.sql<{ n: string }>(disagreeing);
    expect(number(row?.n)).toBe(0);
  });

  it('keeps them through inserts, status changes, a move to another account and deletes (statement trigger)', async () => {
    await database.sql('begin');
    try {
      const [pick] = await database.sql<{ id: string; account_id: string; other: string }>(
        `select l.id::text, l.account_id::text, (select id::text from accounts where id <> l.account_id and parent_account_id is null order by id limit 1) as other
         from listings l where l.market_status in (1, 2) and l.parent_account_id is null order by l.id limit 1`);
      const listing = number(pick?.id);
      const owner = number(pick?.account_id);
      const other = number(pick?.other);
      const count = async (id: number) => number((await database.sql<{ n: string }>('select active_listing_count::text as n from accounts where id = $1', [id]))[0]?.n);
      const before = await count(owner);
      const otherBefore = await count(other);
      await database.sql('update listings set market_status = 3 where id = $1', [listing]);
      expect(await count(owner)).toBe(before - 1);
      await database.sql('update listings set market_status = 1, account_id = $2 where id = $1', [listing, other]);
      expect(await count(owner)).toBe(before - 1);
      expect(await count(other)).toBe(otherBefore + 1);
      await database.sql('delete from listings where id = $1', [listing]);
      expect(await count(other)).toBe(otherBefore);
      const [row] = await database.sql<{ n: string }>(disagreeing);
      expect(number(row?.n)).toBe(0);
    } finally {
      await database.sql('rollback');
    }
  });

  it('lists only active sellers; the tab counts add up; a card\'s count is its profile\'s', async () => {
    const result = await searchDirectory(base);
    const [listed] = await database.sql<{ n: string }>('select count(*)::text as n from accounts where is_active and is_seller');
    expect(result.total).toBe(number(listed?.n));
    expect(Object.values(result.byMemberType).reduce((a, b) => a + b, 0)).toBe(result.total);
    expect(result.brokers).toHaveLength(DIRECTORY_PAGE_SIZE);
    expect(result.pageCount).toBe(Math.ceil(result.total / DIRECTORY_PAGE_SIZE));
    const card = result.brokers.find((b) => b.listingCount > 0) ?? result.brokers[0];
    const profile = await getBrokerProfile(card?.accountId ?? 0);
    expect(profile?.stats.activeCount).toBe(card?.listingCount);
  });

  it('orders by each sort', async () => {
    const byListings = await searchDirectory({ ...base, sort: DirectorySort.LISTINGS_HIGH });
    const counts = byListings.brokers.map((b) => b.listingCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const az = await searchDirectory({ ...base, sort: DirectorySort.NAME_AZ, page: 1 });
    const za = await searchDirectory({ ...base, sort: DirectorySort.NAME_ZA });
    const names = (list: typeof az.brokers) => list.map((b) => (b.contactName?.trim() || b.companyName?.trim() || '').toLowerCase());
    expect(names(az.brokers)).toEqual([...names(az.brokers)].sort());
    expect(names(za.brokers)).toEqual([...names(za.brokers)].sort().reverse());
    const [top] = await database.sql<{ id: string }>(
      'select id::text from accounts where is_active and is_seller order by listing_price_max desc nulls last, directory_name, id limit 1');
    expect((await searchDirectory({ ...base, sort: DirectorySort.PRICE_HIGH })).brokers[0]?.accountId).toBe(number(top?.id));
    const recommended = await searchDirectory(base);
    const alc = recommended.brokers.map((b) => (b.alcAdvancedCertified ? 2 : b.alcCertified ? 1 : 0));
    expect(alc).toEqual([...alc].sort((a, b) => b - a));
  });

  it('filters by state, county (office zip), member type and name words', async () => {
    const [row] = await database.sql<{ state_id: number; county_id: number; member_type: string; contact_name: string; company_name: string | null }>(
      `select a.state_id, z.county_id, a.member_type, a.contact_name, a.company_name from accounts a join zips z on z.zip = a.zip
       where a.is_active and a.is_seller and a.contact_name like '% %' order by a.id limit 1`);
    if (!row) throw new Error('no seeded account');
    const inState = await searchDirectory({ ...base, stateId: row.state_id });
    expect(inState.total).toBe((await directoryStateCounts()).get(row.state_id));
    const inCounty = await searchDirectory({ ...base, stateId: row.state_id, countyId: row.county_id });
    expect(inCounty.total).toBeGreaterThan(0);
    expect(inCounty.total).toBeLessThanOrEqual(inState.total);
    const counties = await directoryCounties(row.state_id);
    expect(counties.reduce((sum, c) => sum + c.count, 0)).toBeLessThanOrEqual(inState.total);
    const ofType = await searchDirectory({ ...base, stateId: row.state_id, memberType: row.member_type as never });
    expect(ofType.brokers.every((b) => b.memberType === row.member_type)).toBe(true);
    expect(ofType.total).toBe(inState.byMemberType[row.member_type as keyof typeof inState.byMemberType]);
    const [first, ...rest] = row.contact_name.toLowerCase().split(' ');
    const last = rest.at(-1) ?? '';
    const byName = await searchDirectory({ ...base, nameWords: [first?.slice(0, 2) ?? '', last.slice(0, 3)] });
    expect(byName.total).toBeGreaterThan(0);
    expect(byName.brokers.every((b) => `${b.contactName ?? ''} ${b.companyName ?? ''}`.toLowerCase().includes(last.slice(0, 3)))).toBe(true);
    expect((await searchDirectory({ ...base, nameWords: ['zzzqqqxxy'] })).total).toBe(0);
  });

  it('pages without overlap', async () => {
    const [one, two] = await Promise.all([searchDirectory(base), searchDirectory({ ...base, page: 1 })]);
    const ids = new Set(one.brokers.map((b) => b.accountId));
    expect(two.brokers.some((b) => ids.has(b.accountId))).toBe(false);
  });
});
