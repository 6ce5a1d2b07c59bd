import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, inject, it } from 'vitest';
import { SEED_REFERENCE_DATE } from '@/lib/seed/seed-clock';
import { defaultCriteria, type SearchCriteriaInput } from '@/lib/search/criteria';
import { keywordResults, type KeywordTuning } from '@/lib/search/keyword-results';
import { countListings, KEYWORD_COUNT_CAP, type ListingCount } from '@/lib/search/listing-count';
import { mapMarkers } from '@/lib/search/map-markers';
import { searchListings } from '@/lib/search/search-listings';
import { whereClause } from '@/lib/search/where';
import { useTestDatabase } from './helpers';
import { independentOrders } from './independent-orders';

const database = useTestDatabase();
const options = { now: new Date(SEED_REFERENCE_DATE) };
const PAGE = 24;
const TEXAS = 48;
const active = 'market_status in (1, 2)';
// The keyword as an independent query: the text itself, not the stored tsvector or its index.
const matches = `to_tsvector('english', title || ' ' || description) @@ websearch_to_tsquery('english', $1)`;

async function independentCount(where: string, values: unknown[]): Promise<number> {
  const [row] = await database.sql<{ n: string }>(`select count(*)::text as n from listings where ${where}`, values);
  return Number(row?.n);
}

const search = (input: SearchCriteriaInput, pageSize = PAGE) => searchListings(defaultCriteria(input), { ...options, pageSize });

/** Words of the seeded descriptions matched by between `min` and `max` active listings, most common first. */
async function wordsMatching(min: number, max: number, limit: number): Promise<string[]> {
  const rows = await database.sql<{ word: string }>(
    `select word from ts_stat('select search_text from listings where ${active}') where ndoc between $1 and $2 and word ~ '^[a-z]{4,}$'
      order by ndoc desc, word limit $3`,
    [min, max, limit],
  );
  return rows.map((r) => r.word);
}

describe(`keyword search counts on ${inject('databaseEngine')}`, () => {
  it('counts a keyword exactly while it matches fewer listings than the cap', async () => {
    const words = await wordsMatching(40, KEYWORD_COUNT_CAP - 1, 3);
    expect(words.length).toBe(3);
    for (const word of words) {
      const exact = await independentCount(`${active} and ${matches}`, [word]);
      const results = await search({ keywordQuery: word });
      expect({ word, total: results.total, capped: results.totalIsCapped, pages: results.pageCount }).toEqual({
        word, total: exact, capped: false, pages: Math.ceil(exact / PAGE),
      });
    }
  });

  it('stops counting at the cap, says there are more, and offers the page after it', async () => {
    // Every title names its acreage, so "acres" matches nearly all of the test inventory.
    const exact = await independentCount(`${active} and ${matches}`, ['acres']);
    expect(exact).toBeGreaterThan(KEYWORD_COUNT_CAP);
    const results = await search({ keywordQuery: 'acres' });
    expect(results).toMatchObject({ total: KEYWORD_COUNT_CAP, totalIsCapped: true, pageCount: Math.ceil((KEYWORD_COUNT_CAP + 1) / PAGE) });
    expect(results.listings).toHaveLength(PAGE);
    const markers = await mapMarkers(defaultCriteria({ keywordQuery: 'acres' }), options);
    expect({ total: markers.total, capped: markers.totalIsCapped }).toEqual({ total: KEYWORD_COUNT_CAP, capped: true });
  });

  it('counts as far as a page past the cap reaches, and exactly once that passes the last match', async () => {
    const exact = await independentCount(`${active} and ${matches}`, ['acres']);
    const deep = Math.ceil(KEYWORD_COUNT_CAP / PAGE) + 1;
    expect((deep + 1) * PAGE).toBeLessThan(exact);
    const within = await search({ keywordQuery: 'acres', pageIndex: deep });
    expect(within).toMatchObject({ total: (deep + 1) * PAGE, totalIsCapped: true, pageCount: deep + 2 });
    expect(within.listings).toHaveLength(PAGE);
    const last = Math.ceil(exact / PAGE) - 1;
    const end = await search({ keywordQuery: 'acres', pageIndex: last });
    expect(end).toMatchObject({ total: exact, totalIsCapped: false, pageCount: last + 1 });
    expect(end.listings).toHaveLength(exact - last * PAGE);
  });

  it('tells a count of exactly the cap from one more', async () => {
    const texas = defaultCriteria({ stateId: TEXAS, keywordQuery: 'acres' });
    const exact = await independentCount(`${active} and state_id = 48 and ${matches}`, ['acres']);
    expect(exact).toBeGreaterThan(1);
    expect(await countListings(texas, options, 0, exact)).toEqual({ total: exact, totalIsCapped: false });
    expect(await countListings(texas, options, 0, exact - 1)).toEqual({ total: exact - 1, totalIsCapped: true });
    expect(await countListings({ ...texas, keywordQuery: undefined }, options, 0, 1)).toEqual({
      total: await independentCount(`${active} and state_id = 48`, []), totalIsCapped: false,
    });
    expect(await countListings(defaultCriteria({ stateId: TEXAS, keywordQuery: 'zzzqx' }), options, 0)).toEqual({ total: 0, totalIsCapped: false });
  });

  it('asks for a keyword in a state in the terms of the words-and-state index, which answers it', async () => {
    const where = whereClause(defaultCriteria({ stateId: TEXAS, keywordQuery: 'creek' }), { ...options, keywordStateIndex: true });
    const text = new PgDialect().sqlToQuery(where).sql;
    expect(text).toContain("array[state_id] && '{48}'::smallint[]");
    expect(text).not.toMatch(/state_id =/);
    // A 1,500-listing table is small enough for a sequential scan; the question is whether the index fits.
    await database.sql('begin');
    try {
      await database.sql('set local enable_seqscan = off');
      const plan = await database.sql<{ 'QUERY PLAN': string }>(
        `explain select from listings where ${active} and array[state_id] && '{48}'::smallint[] and search_text @@ websearch_to_tsquery('english', 'creek') limit 1001`,
      );
      expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toMatch(/Bitmap Index Scan on listings_active_keyword_state/);
    } finally {
      await database.sql('rollback');
    }
  });

  it('plans the clause it writes for a keyword in a state on the words-and-state index', async () => {
    // The clause as searches send it, with its values: the planner folds the empty-query test away.
    const where = new PgDialect().sqlToQuery(whereClause(defaultCriteria({ stateId: TEXAS, keywordQuery: 'creek' }), { ...options, keywordStateIndex: true }));
    await database.sql('begin');
    try {
      await database.sql('set local enable_seqscan = off');
      const plan = await database.sql<{ 'QUERY PLAN': string }>(`explain select from listings where ${where.sql} limit 1001`, where.params);
      const text = plan.map((r) => r['QUERY PLAN']).join('\n');
      expect(text).toMatch(/Bitmap Index Scan on listings_active_keyword_state/);
      expect(text).not.toMatch(/numnode/);
    } finally {
      await database.sql('rollback');
    }
  });

  it('treats a keyword of common words only as no keyword: every listing of the search, counted up to the cap', async () => {
    const texas = await independentCount(`${active} and state_id = ${TEXAS}`, []);
    const results = await search({ stateId: TEXAS, keywordQuery: 'the of and' });
    expect(results.total).toBe(Math.min(texas, KEYWORD_COUNT_CAP));
    expect(results.listings.map((l) => l.id)).toEqual((await search({ stateId: TEXAS })).listings.map((l) => l.id));
  });

  it('keeps the exact count, above the cap too, for searches without a keyword', async () => {
    const exact = await independentCount(active, []);
    expect(exact).toBeGreaterThan(KEYWORD_COUNT_CAP);
    expect(await search({})).toMatchObject({ total: exact, totalIsCapped: false });
    expect(await mapMarkers(defaultCriteria({}), options)).toMatchObject({ total: exact, totalIsCapped: false });
  });

  const keywords: [string, string][] = [
    ['a common word', 'creek'],
    ['a phrase', '"live oak"'],
    ['either of two words', 'pond or lake'],
    ['a word without another', 'hunting -deer'],
    ['a word stem', 'fenced'],
  ];
  it.each(keywords)('finds %s in a state as the independent query does, in rank order', async (_name, keyword) => {
    const where = `${active} and state_id = 48 and ${matches}`;
    const expected = await database.sql<{ id: string }>(`select id from listings where ${where} order by rank_score desc nulls last, id limit 100`, [keyword]);
    expect(expected.length).toBeGreaterThan(0);
    const results = await search({ stateId: TEXAS, keywordQuery: keyword }, 100);
    expect(results.listings.map((l) => l.id)).toEqual(expected.map((r) => Number(r.id)));
    expect(results.total).toBe(await independentCount(where, [keyword]));
  });

  it.each(independentOrders)('pages a keyword below the cap from its matches, sorted %s', async (_name, sortOrderId, order) => {
    const [word] = await wordsMatching(100, KEYWORD_COUNT_CAP - 1, 1);
    // In the whole country, and in Texas (the words-and-state index), at page sizes that make several pages.
    const asked = [
      { word: word ?? '', state: '', stateId: undefined, size: 10 },
      { word: 'creek', state: ' and state_id = 48', stateId: TEXAS, size: 4 },
    ];
    for (const { word, state, stateId, size } of asked) {
      const all = await database.sql<{ id: string }>(`select id from listings where ${active}${state} and ${matches} order by ${order}`, [word]);
      const ids = all.map((r) => Number(r.id));
      expect(ids.length, word).toBeGreaterThan(size * 2);
      const lastPage = Math.floor((ids.length - 1) / size);
      for (const pageIndex of [0, 1, lastPage]) {
        const results = await searchListings(defaultCriteria({ stateId, keywordQuery: word, sortOrderId, pageIndex }), { ...options, pageSize: size });
        expect(results.listings.map((l) => l.id), `${word}${state}, page ${pageIndex}`).toEqual(ids.slice(pageIndex * size, (pageIndex + 1) * size));
        expect(results).toMatchObject({ total: ids.length, totalIsCapped: false, pageCount: lastPage + 1 });
      }
      // A page past the last match is empty and still knows the total.
      const past = await searchListings(defaultCriteria({ stateId, keywordQuery: word, sortOrderId, pageIndex: lastPage + 3 }), { ...options, pageSize: size });
      expect(past).toMatchObject({ listings: [], total: ids.length, totalIsCapped: false });
    }
  });

  it('gives the same pages in the default order whichever way it finds them', async () => {
    const [word = ''] = await wordsMatching(100, KEYWORD_COUNT_CAP - 1, 1);
    const all = await database.sql<{ id: string }>(`select id from listings where ${active} and ${matches} order by rank_score desc nulls last, id`, [word]);
    const ids = all.map((r) => Number(r.id));
    const size = 10;
    const ways: [string, KeywordTuning, ListingCount][] = [
      // Every listing read beside the count: the page comes from that stretch of the order.
      ['from the stretch', { walkRowsPerResult: 1_000_000, maxStretchRows: 1_000_000 }, { total: ids.length, totalIsCapped: false }],
      // No stretch: the page is sorted from the count's matches.
      ['from the counted matches', { walkRowsPerResult: 0 }, { total: ids.length, totalIsCapped: false }],
      // A capped count and too short a stretch: the whole order is walked.
      ['from the whole order', { walkRowsPerResult: 1, cap: 5 }, { total: 3 * size, totalIsCapped: true }],
    ];
    for (const [way, tuning, lastCount] of ways) {
      for (const pageIndex of [0, 1, 2]) {
        const page = await keywordResults(defaultCriteria({ keywordQuery: word, pageIndex }), options, pageIndex * size, size, tuning);
        expect(page.listings.map((l) => l.id), `${way}, page ${pageIndex}`).toEqual(ids.slice(pageIndex * size, (pageIndex + 1) * size));
        if (pageIndex === 2) expect(page.count, way).toEqual(lastCount);
      }
    }
  });

  it('finds rare words, each in a handful of listings', async () => {
    const rare = await wordsMatching(1, 3, 5);
    expect(rare.length).toBe(5);
    for (const word of rare) {
      const expected = await database.sql<{ id: string }>(`select id from listings where ${active} and ${matches} order by rank_score desc nulls last, id`, [word]);
      expect(expected.length, word).toBeGreaterThan(0);
      const results = await search({ keywordQuery: word });
      expect(results.listings.map((l) => l.id), word).toEqual(expected.map((r) => Number(r.id)));
    }
  });
});
