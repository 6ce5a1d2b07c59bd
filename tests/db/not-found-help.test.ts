import { describe, expect, inject, it } from 'vitest';
import { listingsNearMissing } from '@/lib/not-found/listings-near-missing';
import { placeSuggestions } from '@/lib/not-found/place-suggestions';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();

/** The Texas county with the most active listings, its slug and its listings' canonical location. */
async function busiestTexasCounty() {
  const [row] = await database.sql<{ id: number; slug: string; location: string }>(
    `select co.id, co.slug, min(l.canonical_location) as location from listings l join counties co on co.id = l.county_id
     where l.state_id = 48 and l.market_status in (1, 2) group by co.id, co.slug order by count(*) desc, co.id limit 1`,
  );
  if (!row) throw new Error('no active listing in Texas');
  return row;
}

const activeIn = async (ids: number[]) =>
  database.sql<{ id: string; county_id: number; state_id: number }>('select id::text, county_id, state_id from listings where id = any($1) and market_status in (1, 2)', [ids]);

describe(`the 404 page's help on ${inject('databaseEngine')}`, () => {
  it('offers the real county first for a misspelled one, at most five places of the state', async () => {
    const found = await placeSuggestions({ kind: 'place', state: 'texas', type: 'county', area: 'llanoo-county' });
    expect(found[0]).toEqual({ label: 'Llano County, TX', route: { kind: 'search', state: 'texas', area: { type: 'county', slug: 'llano-county' }, custom: [], page: 0 } });
    expect(found.map((s) => s.label)).toContain('Llano, TX');
    expect(found.length).toBeLessThanOrEqual(5);
    expect(found.every((s) => s.route.state === 'texas')).toBe(true);
  });

  it('offers a city for a misspelled city, and a county equivalent that a URL writes as a city as one', async () => {
    expect((await placeSuggestions({ kind: 'place', state: 'texas', type: 'city', area: 'austn' }))[0]?.label).toBe('Austin, TX');
    const richmond = (await placeSuggestions({ kind: 'place', state: 'virginia', type: 'city', area: 'richmnd-city' })).find((s) => s.label === 'Richmond city, VA');
    expect(richmond?.route.area).toEqual({ type: 'city', slug: 'richmond-city' });
  });

  it('offers the closest states for a state that does not exist, and nothing far from any place', async () => {
    expect((await placeSuggestions({ kind: 'state', state: 'texsa' }))[0]).toEqual({ label: 'Texas', route: { kind: 'search', state: 'texas', custom: [], page: 0 } });
    expect(await placeSuggestions({ kind: 'place', state: 'texas', type: 'county', area: 'zzzzqqqq-county' })).toEqual([]);
  });

  it("shows active listings of the county an unknown listing's URL names", async () => {
    const county = await busiestTexasCounty();
    const nearby = await listingsNearMissing({ kind: 'listing', id: 987_654_321, location: county.location });
    expect(nearby?.route).toEqual({ kind: 'search', state: 'texas', area: { type: 'county', slug: county.slug }, custom: [], page: 0 });
    expect(nearby?.label).toMatch(/, Texas$/);
    const ids = nearby?.listings.map((l) => l.id) ?? [];
    expect(ids.length).toBeGreaterThan(0);
    expect(ids.length).toBeLessThanOrEqual(6);
    const rows = await activeIn(ids);
    expect(rows).toHaveLength(ids.length);
    expect(rows.every((r) => r.county_id === county.id)).toBe(true);
  });

  it("falls back to the state's listings when the county does not exist, and has none without a place", async () => {
    const nearby = await listingsNearMissing({ kind: 'listing', id: 987_654_321, location: 'atlantis-county-texas' });
    expect(nearby?.route).toEqual({ kind: 'search', state: 'texas', custom: [], page: 0 });
    const rows = await activeIn(nearby?.listings.map((l) => l.id) ?? []);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.state_id === 48)).toBe(true);
    expect(await listingsNearMissing({ kind: 'listing', id: 987_654_321 })).toBeNull();
    expect(await listingsNearMissing({ kind: 'listing', id: 987_654_321, location: 'atlantis' })).toBeNull();
  });

  it('shows listings like a deleted listing, with the search of its own county, whatever place its URL names', async () => {
    const county = await busiestTexasCounty();
    const [copy] = await database.sql<{ id: string }>(
      `insert into listings (id, account_id, sale_type, market_status, listing_level, upgrade_level_id, rank_score, price, acres, price_per_acre,
                             title, description, state_id, county_id, city_id, canonical_location, latitude, longitude, property_types, date_listed,
                             deleted_at, status_before_delete)
       select (select max(id) from listings) + 1000, account_id, sale_type, 0, listing_level, upgrade_level_id, rank_score, price, acres, price_per_acre,
              title, description, state_id, county_id, city_id, canonical_location, latitude, longitude, property_types, date_listed, now(), 1
         from listings where county_id = $1 and market_status = 1 order by id limit 1
       returning id::text`,
      [county.id],
    );
    const id = Number(copy?.id);
    try {
      const nearby = await listingsNearMissing({ kind: 'listing', id, location: 'atlantis-county-ohio' });
      expect(nearby?.route).toEqual({ kind: 'search', state: 'texas', area: { type: 'county', slug: county.slug }, custom: [], page: 0 });
      const ids = nearby?.listings.map((l) => l.id) ?? [];
      expect(ids.length).toBeGreaterThan(0);
      expect(ids).not.toContain(id);
      const rows = await activeIn(ids);
      expect(rows).toHaveLength(ids.length);
      expect(rows.every((r) => r.state_id === 48)).toBe(true);
    } finally {
      await database.sql('delete from listings where id = $1', [id]);
    }
  });
});
