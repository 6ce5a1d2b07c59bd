import { PgDialect } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { allLakefrontHref, lakeBrowse, lakeLinks, topLakesQuery } from '@/lib/home/lake-browse';
import { readSearchUrl } from '@/lib/search/criteria-from-url';
import { whereClause } from '@/lib/search/where';

// The home page's lakes (docs/home-page.md): the lakes with the most lakefront listings, each linked to
// its state's lakefront search narrowed to the lake, which finds exactly the listings counted.

const execute = vi.fn();
vi.mock('@/lib/db/client', () => ({ db: () => ({ execute }) }));
vi.mock('@/lib/search/resolve-location', async () => {
  const { stateBySlug } = await import('@/lib/geo/states');
  return { resolveLocation: async (route: { state?: string }) => {
    const state = route.state ? stateBySlug(route.state) : undefined;
    return state ? { state, label: state.name } : { label: null };
  } };
});

const rec = siteBrand('rec') as SiteBrand;
const dialect = new PgDialect();

beforeEach(() => execute.mockReset());

describe('lake links', () => {
  it('link each lake to its lake search in the brand\'s dialect, with its state and count', () => {
    const links = lakeLinks(rec, [{ id: 5, name: 'Toledo Bend Reservoir', state_id: 48, n: 10 }, { id: 51, name: 'Shasta Lake', state_id: 6, n: 9 }]);
    expect(links).toEqual([
      { id: 5, name: 'Toledo Bend Reservoir', stateName: 'Texas', href: '/texas-land-for-sale/lakefront-property?lakeIdList=5', count: 10 },
      { id: 51, name: 'Shasta Lake', stateName: 'California', href: '/california-land-for-sale/lakefront-property?lakeIdList=51', count: 9 },
    ]);
    expect(lakeLinks(siteBrand('farm') as SiteBrand, [{ id: 5, name: 'Toledo Bend Reservoir', state_id: 48, n: 10 }])[0]?.href).toBe('/search/texas/lakefront-property-for-sale/?lakeIdList=5');
  });

  it('leave out a row whose state we do not serve', () => {
    expect(lakeLinks(rec, [{ id: 9, name: 'Nowhere', state_id: 99, n: 3 }])).toEqual([]);
  });

  it('open a search that finds the lake\'s lakefront listings, as counted', async () => {
    const [link] = lakeLinks(rec, [{ id: 3, name: 'Lake Travis', state_id: 48, n: 5 }]);
    const read = await readSearchUrl('clean', link?.href ?? '');
    if (!read.ok) throw new Error(link?.href);
    expect(read.criteria).toMatchObject({ lakeIdList: [3], propertyTypes: [512] });
    const where = dialect.sqlToQuery(whereClause(read.criteria, { now: new Date() })).sql;
    expect(where).toContain('lake_id in (3)');
    expect(where).toContain('(property_types & 512) <> 0');
    expect(where).not.toContain('state_id');
  });

  it('see all is the national lakefront search', () => {
    expect(allLakefrontHref(rec)).toBe('/land/lakefront-property');
  });
});

describe('top lakes', () => {
  it('count active lakefront listings per lake, most first, at most the brand\'s number', () => {
    const query = dialect.sqlToQuery(topLakesQuery(8, new Date()));
    expect(query.sql).toContain('market_status in (1, 2) and (property_types & 512) <> 0 and lake_id is not null group by lake_id');
    expect(query.sql).toContain('order by c.n desc, k.name, k.id limit $1');
    expect(query.params).toEqual([8]);
  });

  it('read the rows into links', async () => {
    execute.mockResolvedValue({ rows: [{ id: 4, name: 'Lake Texoma', state_id: 48, n: 8 }] });
    expect(await lakeBrowse(rec, 8)).toEqual([{ id: 4, name: 'Lake Texoma', stateName: 'Texas', href: '/texas-land-for-sale/lakefront-property?lakeIdList=4', count: 8 }]);
    expect(execute).toHaveBeenCalledTimes(1);
  });
});
