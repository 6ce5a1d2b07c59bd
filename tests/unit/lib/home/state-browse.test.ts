import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand, StateBrowseConfig } from '@/lib/brand/schema';
import { readSearchUrl } from '@/lib/search/criteria-from-url';
import { linkCountsQuery, stateBrowse, stateBrowseCards } from '@/lib/home/state-browse';

// The home page's state cards (docs/home-page.md): the brand's kinds of property in each of its states,
// each a link to that state's search, counted with the search's own criteria.

const execute = vi.fn();
vi.mock('@/lib/db/client', () => ({ db: () => ({ execute }) }));
// The state search reads its place from the database; the browse links only ever name a state.
vi.mock('@/lib/search/resolve-location', async () => {
  const { stateBySlug } = await import('@/lib/geo/states');
  return { resolveLocation: async (route: { state?: string }) => {
    const state = route.state ? stateBySlug(route.state) : undefined;
    return state ? { state, label: state.name } : { label: null };
  } };
});

const brand = (key: string) => siteBrand(key) as SiteBrand;
const farm = brand('farm');
const config = farm.home.stateBrowse as StateBrowseConfig;
const TX = 48;
const OK = 40;
const KS = 20;

beforeEach(() => execute.mockReset());

describe('state browse cards', () => {
  it('link farms, ranches, pasture and cropland in Texas to its searches in the farm dialect', () => {
    const counts = config.links.map((_, i) => new Map([[TX, 10 + i]]));
    const [texas, ...others] = stateBrowseCards(farm, config, counts);
    expect(others).toEqual([]);
    expect(texas).toEqual({
      stateId: TX,
      stateName: 'Texas',
      links: [
        { label: 'Farms', href: '/search/texas/farms-for-sale/', count: 10 },
        { label: 'Ranches', href: '/search/texas/ranches-for-sale/', count: 11 },
        { label: 'Pasture', href: '/search/texas/farms-and-ranches-for-sale/?keywordQuery=pasture%20or%20grazing%20or%20hay', count: 12 },
        { label: 'Cropland', href: '/search/texas/farms-for-sale/?keywordQuery=cropland%20or%20tillable%20or%20crop', count: 13 },
      ],
    });
  });

  it('leave out a link that finds nothing and a state with no link left, in the brand file\'s order', () => {
    const counts = [new Map([[OK, 3], [TX, 5]]), new Map([[OK, 0]]), new Map(), new Map([[KS, 0]])];
    const cards = stateBrowseCards(farm, config, counts);
    expect(cards.map((c) => [c.stateName, c.links.map((l) => l.label)])).toEqual([['Texas', ['Farms']], ['Oklahoma', ['Farms']]]);
  });

  it('open searches that read back to the criteria counted: state, type and keywords', async () => {
    const [texas] = stateBrowseCards(farm, config, config.links.map(() => new Map([[TX, 1]])));
    const pasture = texas?.links[2]?.href ?? '';
    const read = await readSearchUrl('classic', pasture);
    if (!read.ok) throw new Error(pasture);
    expect(read.criteria).toMatchObject({ stateId: TX, propertyTypes: [3], keywordQuery: 'pasture or grazing or hay' });
    expect(read.rejected).toEqual([]);
  });

  it('use each brand\'s dialect', () => {
    const rec = brand('rec');
    const recConfig = rec.home.stateBrowse as StateBrowseConfig;
    const [card] = stateBrowseCards(rec, recConfig, recConfig.links.map(() => new Map([[TX, 1]])));
    expect(card?.links.map((l) => l.href)).toEqual([
      '/texas-land-for-sale/lakefront-property',
      '/texas-land-for-sale/riverfront-property',
      '/texas-land-for-sale/beachfront-property',
      '/texas-land-for-sale/hunting-property',
    ]);
  });
});

describe('state browse counts', () => {
  it('count each link in one pass over the brand\'s states, with the search\'s own conditions', () => {
    const query = new PgDialect().sqlToQuery(linkCountsQuery(config.links[2] ?? config.links[0]!, [TX, OK], new Date()));
    expect(query.sql).toContain('market_status in (1, 2)');
    expect(query.sql).toContain('(property_types & 3) <> 0');
    expect(query.sql).toContain("search_text @@ websearch_to_tsquery('english', $1)");
    expect(query.sql).toContain('state_id in (48, 40) group by state_id');
    // The keyword once for the match and once for the test that it has a word to match (where.ts).
    expect(query.sql).toContain("numnode(websearch_to_tsquery('english', $2)) = 0");
    expect(query.params).toEqual(['pasture or grazing or hay', 'pasture or grazing or hay']);
  });

  it('build the cards from one query per link', async () => {
    execute.mockImplementation(async () => ({ rows: [{ state_id: TX, n: 7 }, { state_id: OK, n: 0 }] }));
    const cards = await stateBrowse(farm, config, new Date('2025-01-01T00:00:00Z'));
    expect(execute).toHaveBeenCalledTimes(config.links.length);
    expect(cards.map((c) => c.stateName)).toEqual(['Texas']);
    expect(cards[0]?.links.map((l) => l.count)).toEqual([7, 7, 7, 7]);
  });
});
