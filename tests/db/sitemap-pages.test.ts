import { describe, expect, inject, it } from 'vitest';
import { readSitemap } from '@/lib/sitemap-pages/server';
import { useTestDatabase } from './helpers';

// The HTML sitemap's readings (docs/crawling.md): states with their active listings, a state's counties,
// a county's listings, a state's featured and new listings; a place that does not exist reads as none.

const database = useTestDatabase();

describe(`the HTML sitemap on ${inject('databaseEngine')}`, () => {
  it('walks from the states to a county to its listings, counting active listings only', async () => {
    const [busiest] = await database.sql<{ state: string; abbreviation: string; county: string; county_id: number; n: number }>(`
      select s.slug as state, s.abbreviation, c.slug as county, c.id as county_id, count(*)::int as n from listings l
      join states s on s.id = l.state_id join counties c on c.id = l.county_id
      where l.market_status in (1, 2) group by s.slug, s.abbreviation, c.slug, c.id order by n desc, c.id limit 1`);
    if (!busiest) throw new Error('no active listings seeded');
    const root = await readSitemap({ kind: 'sitemap', scope: 'root' });
    expect(root?.kind).toBe('root');
    if (root?.kind !== 'root') return;
    const [stateTotal] = await database.sql<{ n: number }>('select count(*)::int as n from listings l join states s on s.id = l.state_id where s.slug = $1 and l.market_status in (1, 2)', [busiest.state]);
    expect(root.states.find((s) => s.slug === busiest.state)?.count).toBe(stateTotal?.n);
    expect(root.states.every((s) => s.count > 0)).toBe(true);

    const state = await readSitemap({ kind: 'sitemap', scope: 'location', location: busiest.state });
    expect(state?.kind).toBe('state');
    if (state?.kind !== 'state') return;
    expect(state.counties.find((c) => c.slug === busiest.county)?.count).toBe(busiest.n);

    const county = await readSitemap({ kind: 'sitemap', scope: 'location', location: `${busiest.county}-${busiest.abbreviation.toLowerCase()}` });
    expect(county).toMatchObject({ kind: 'county', county: { slug: busiest.county, count: busiest.n } });
    if (county?.kind !== 'county') return;
    const ids = await database.sql<{ id: number }>('select id from listings where county_id = $1 and market_status in (1, 2)', [busiest.county_id]);
    expect(county.listings.map((l) => l.id).sort((a, b) => a - b)).toEqual(ids.map((r) => Number(r.id)).sort((a, b) => a - b));
  });

  it("lists a state's featured listings (upgraded or showcase) and its newest first", async () => {
    const [state] = await database.sql<{ abbreviation: string; id: number }>(`
      select s.abbreviation, s.id from listings l join states s on s.id = l.state_id
      where l.market_status in (1, 2) and (l.upgrade_level_id > 0 or l.is_showcase) group by s.abbreviation, s.id order by count(*) desc limit 1`);
    if (!state) throw new Error('no featured listings seeded');
    const featured = await readSitemap({ kind: 'sitemap', scope: 'featured-listing', stateAbbreviation: state.abbreviation });
    expect(featured?.kind).toBe('featured');
    const upgraded = await database.sql<{ id: number }>('select id from listings where state_id = $1 and market_status in (1, 2) and (upgrade_level_id > 0 or is_showcase)', [state.id]);
    if (featured?.kind === 'featured') expect(featured.listings.length).toBe(Math.min(upgraded.length, 500));
    const fresh = await readSitemap({ kind: 'sitemap', scope: 'new-listing', stateAbbreviation: state.abbreviation });
    const [newest] = await database.sql<{ id: number }>('select id from listings where state_id = $1 and market_status in (1, 2) order by date_listed desc, id desc limit 1', [state.id]);
    if (fresh?.kind === 'new') expect(fresh.listings[0]?.id).toBe(Number(newest?.id));
  });

  it('pages a long list 500 at a time: the count of pages from the count of listings, each page its own slice', async () => {
    const [state] = await database.sql<{ abbreviation: string; n: number }>(
      `select s.abbreviation, count(*)::int as n from listings l join states s on s.id = l.state_id where l.market_status in (1, 2) group by s.abbreviation order by 2 desc limit 1`);
    const first = await readSitemap({ kind: 'sitemap', scope: 'new-listing', stateAbbreviation: state?.abbreviation ?? 'TX' });
    if (first?.kind !== 'new') throw new Error('no new listings');
    const pageCount = Math.ceil((state?.n ?? 0) / 500);
    expect(first.paging).toEqual({ page: 0, pageCount });
    expect(first.listings).toHaveLength(Math.min(500, state?.n ?? 0));
    expect(await readSitemap({ kind: 'sitemap', scope: 'new-listing', stateAbbreviation: state?.abbreviation ?? 'TX', page: pageCount })).toBeNull();
  });

  it.each([
    ['a state that does not exist', { kind: 'sitemap', scope: 'location', location: 'atlantis' }],
    ['a county in no state', { kind: 'sitemap', scope: 'location', location: 'llano-county-zz' }],
    ['a county that does not exist', { kind: 'sitemap', scope: 'location', location: 'nowhere-county-tx' }],
    ['featured listings of no state', { kind: 'sitemap', scope: 'featured-listing', stateAbbreviation: 'ZZ' }],
    ['a page past the last of a county', { kind: 'sitemap', scope: 'location', location: 'llano-county-tx', page: 40 }],
    ["a second page of a state's counties", { kind: 'sitemap', scope: 'location', location: 'texas', page: 1 }],
    ['a page past the last of new listings', { kind: 'sitemap', scope: 'new-listing', stateAbbreviation: 'TX', page: 99 }],
  ] as const)('reads %s as none', async (_, route) => {
    expect(await readSitemap(route)).toBeNull();
  });
});
