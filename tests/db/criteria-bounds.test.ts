import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import { db } from '@/lib/db/client';
import { isInputError } from '@/lib/db/input-error';
import { SEED_REFERENCE_DATE } from '@/lib/seed/seed-clock';
import { MAX_ENCODED_POLYGON, searchCriteriaSchema, type SearchCriteria, type SearchCriteriaInput } from '@/lib/search/criteria';
import { propertyTypeFacets } from '@/lib/search/facets';
import { resolveFreeText } from '@/lib/search/free-text';
import { mapMarkers } from '@/lib/search/map-markers';
import { placeSlugs, searchUrl } from '@/lib/search/place-slugs';
import { decodePolyline, MAX_POLYGON_POINTS } from '@/lib/search/polyline';
import { readPopularSearchReport, recordPopularSearch } from '@/lib/search/popular-searches';
import { searchListings } from '@/lib/search/search-listings';
import { criteriaExtremes, largestPolygon } from '../support/criteria-extremes';
import { useTestDatabase } from './helpers';

// Every criterion at the edges of its schema, through every search service the search page and the
// APIs call, on PGlite and PostgreSQL 15: nothing the schema accepts may fail in SQL.

const database = useTestDatabase();
const brand = siteBrand('land');
// A signed-in user, so userSavedProperties runs its subquery.
const options = { now: new Date(SEED_REFERENCE_DATE), userId: 1 };

function parse(input: SearchCriteriaInput): SearchCriteria {
  const parsed = searchCriteriaSchema.safeParse(input);
  if (!parsed.success) throw new Error(`${JSON.stringify(input).slice(0, 120)}: ${parsed.error.message}`);
  return parsed.data;
}

/** The search page (list, count, facets), the map, the searchUrl and logPopularSearch APIs. */
async function runEverywhere(criteria: SearchCriteria): Promise<void> {
  if (!brand) throw new Error('no land brand');
  const results = await searchListings(criteria, options);
  expect(results.total).toBeGreaterThanOrEqual(0);
  await propertyTypeFacets(criteria, options);
  await mapMarkers(criteria, options);
  await placeSlugs(criteria);
  expect(await searchUrl(brand, criteria)).toMatch(/^\//);
  const report = await readPopularSearchReport(brand, criteria);
  if (!report.ok) throw new Error(report.errors.join('; '));
  await recordPopularSearch(brand, report);
}

const fields = Object.entries(criteriaExtremes);

describe(`search criteria at their bounds on ${inject('databaseEngine')}`, () => {
  // The popular searches logged here are removed afterwards, leaving the shared database as it was.
  let lastPopularSearch = 0;
  beforeAll(async () => {
    const [row] = await database.sql<{ id: string | null }>('select max(id)::text as id from popular_searches');
    lastPopularSearch = Number(row?.id ?? 0);
  });
  afterAll(async () => {
    await database.sql('delete from popular_searches where id > $1', [lastPopularSearch]);
  });

  it('covers every criterion of the schema', () => {
    expect(fields.map(([field]) => field).sort()).toEqual(Object.keys(searchCriteriaSchema.shape).sort());
  });

  it.each(fields)('%s: every accepted extreme runs in SQL', async (_field, { accepted }) => {
    expect(accepted.length).toBeGreaterThan(0);
    for (const input of accepted) await runEverywhere(parse(input));
  });

  it.each(fields)('%s: values just past the bounds never reach SQL', (field, { rejected }) => {
    expect(rejected.length).toBeGreaterThan(0);
    for (const input of rejected) {
      const result = searchCriteriaSchema.safeParse(input);
      expect(result.success, JSON.stringify(input).slice(0, 80)).toBe(false);
      expect(result.error?.issues.map((i) => i.path[0])).toContain(field);
    }
  });

  it('runs every criterion at its last accepted extreme at once', async () => {
    const all = Object.assign({}, ...fields.map(([, { accepted }]) => accepted.at(-1))) as SearchCriteriaInput;
    await runEverywhere(parse(all));
  });

  it('filters by the largest polygon the decoder takes', async () => {
    expect(largestPolygon.length).toBeLessThanOrEqual(MAX_ENCODED_POLYGON);
    expect(decodePolyline(largestPolygon)).toHaveLength(MAX_POLYGON_POINTS);
    const { total } = await searchListings(parse({ encodedMapCoordinates: largestPolygon }), options);
    expect(total).toBeGreaterThan(0);
  });
});

describe(`input the database cannot hold on ${inject('databaseEngine')}`, () => {
  it.each([
    ['a smallint out of range', sql`select count(*) from listings where beds >= ${40000}`],
    ['year 0000', sql`select count(*) from listings where sold_date >= ${'0000-01-01'}`],
    ['a NUL in a text search', sql`select count(*) from listings where search_text @@ websearch_to_tsquery('english', ${'a\u0000'})`],
    ['an int4 out of range', sql`select slug from counties where id = ${2147483648}`],
  ])('is recognised as an input error when it fails: %s', async (_name, query) => {
    const failure: unknown = await db().execute(query).then(() => null, (error: unknown) => error);
    expect(failure).not.toBeNull();
    expect(isInputError(failure)).toBe(true);
  });

  it('is not confused with other failures', async () => {
    const failure: unknown = await db().execute(sql`select * from no_such_table`).then(() => null, (error: unknown) => error);
    expect(isInputError(failure)).toBe(false);
  });

  it('sends free text with a control character to the plain search, without asking SQL', async () => {
    if (!brand) throw new Error('no land brand');
    const plain = await searchUrl(brand, parse({}));
    for (const text of ['creek\u0000', 'llano\tcounty', '\u0085']) expect(await resolveFreeText(brand, text)).toBe(plain);
  });
});
