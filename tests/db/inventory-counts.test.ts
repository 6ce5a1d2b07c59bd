import { describe, expect, inject, it } from 'vitest';
import { states } from '@/lib/geo/states';
import { inventoryCounts } from '@/lib/listings/inventory-counts';
import type { SearchRoute } from '@/lib/routing';
import { criteriaFromUrl } from '@/lib/search/criteria-from-url';
import { landingPlace } from '@/lib/search/landing';
import { resolveLocation } from '@/lib/search/resolve-location';
import { searchListings } from '@/lib/search/search-listings';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const now = new Date();

/** A search page's result count, read the way the page reads it: route -> place -> criteria -> search. */
async function searchPageCount(route: SearchRoute): Promise<number> {
  const location = await resolveLocation(route);
  if (!location) throw new Error(`no place for ${JSON.stringify(route)}`);
  const parsed = criteriaFromUrl(route, new URLSearchParams(), location);
  if (!parsed.ok) throw new Error('criteria');
  return (await searchListings(parsed.criteria, { now, pageSize: 1 })).total;
}

const stateSearch = (state: string): SearchRoute => ({ kind: 'search', state, custom: [], page: 0 });

describe(`counts of properties for sale on ${inject('databaseEngine')}`, () => {
  it('gives the home page the same number for Texas as the Texas search page', async () => {
    const counts = await inventoryCounts();
    const texas = counts.byState.get(48) ?? 0;
    expect(texas).toBeGreaterThan(0);
    expect(texas).toBe(await searchPageCount(stateSearch('texas')));
  });

  it('counts under-contract listings too, as the default search does (SPEC §3)', async () => {
    const [row] = await database.sql<{ available: string; active: string }>(
      "select count(*) filter (where market_status = 1)::text as available, count(*) filter (where market_status in (1, 2))::text as active from listings where state_id = 48",
    );
    expect(Number(row?.active)).toBeGreaterThan(Number(row?.available));
    expect((await inventoryCounts()).byState.get(48)).toBe(Number(row?.active));
  });

  it('says the same as each state search for every state, and in total as the national search', async () => {
    const counts = await inventoryCounts();
    const stocked = states.filter((s) => (counts.byState.get(s.id) ?? 0) > 0).slice(0, 6);
    expect(stocked.length).toBeGreaterThan(0);
    for (const state of stocked) {
      expect(counts.byState.get(state.id), state.name).toBe(await searchPageCount(stateSearch(state.slug)));
    }
    expect(counts.active).toBe(await searchPageCount({ kind: 'search', custom: [], page: 0 }));
  });
});

describe(`landing pages list only places with listings on ${inject('databaseEngine')}`, () => {
  it('links Texas areas that have listings, each with its own search count', async () => {
    const place = await landingPlace({ kind: 'landing', level: 'state', state: 'texas' });
    expect(place?.children.length).toBeGreaterThan(0);
    expect(place?.children.every((child) => child.count > 0)).toBe(true);
    const [empty] = await database.sql<{ slug: string }>(
      'select c.slug from counties c where c.state_id = 48 and not exists (select 1 from listings l where l.county_id = c.id and l.market_status in (1, 2)) order by c.slug limit 1',
    );
    expect(empty).toBeDefined();
    expect(place?.children.some((child) => child.route.kind === 'landing' && child.route.level === 'county' && `${child.route.county}-county` === empty?.slug)).toBe(false);
    const county = place?.children.find((child) => child.route.kind === 'landing' && child.route.level === 'county');
    if (county?.route.kind !== 'landing' || county.route.level !== 'county') throw new Error('no county child');
    expect(county.count).toBe(await searchPageCount({ kind: 'search', state: 'texas', area: { type: 'county', slug: `${county.route.county}-county` }, custom: [], page: 0 }));
  });

  it('still opens a county without listings by its URL', async () => {
    const [empty] = await database.sql<{ slug: string }>(
      "select c.slug from counties c where c.state_id = 48 and c.kind = 'County' and not exists (select 1 from listings l where l.county_id = c.id and l.market_status in (1, 2)) order by c.slug limit 1",
    );
    const place = await landingPlace({ kind: 'landing', level: 'county', county: (empty?.slug ?? '').replace(/-county$/, ''), countyKind: 'County', stateAbbreviation: 'TX' });
    expect(place).not.toBeNull();
    expect(place?.children).toEqual([]);
  });
});
