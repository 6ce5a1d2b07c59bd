import { describe, expect, inject, it } from 'vitest';
import { recordListingEvent } from '@/lib/analytics/server';
import { useTestDatabase } from './helpers';
import { call, newSeller, params, published } from './seller-workspace';
import { apiRequest, newUserSession } from './user-session';

// "My listings" (docs/seller-workspace.md): the seller's listings with the numbers a seller runs them
// by, filters and orders, and one status change for several listings at once.

const database = useTestDatabase();
const list = await import('@/app/api/seller/listings/route');
const bulk = await import('@/app/api/seller/listings/status/route');
const listing = await import('@/app/api/seller/listings/[id]/route');
const stats = await import('@/app/api/seller/listings/[id]/stats/route');

const myListings = async (cookie: string, query = '') => {
  const response = await list.GET(call(cookie, `/api/seller/listings${query}`), params());
  expect(response.status).toBe(200);
  return (await response.json()).data as { total: number; counts: Record<string, number>; rows: { id: number; marketStatus: number; views30: number; leads30: number; photoCount: number; coverId: number | null; title: string }[] };
};

describe(`my listings on ${inject('databaseEngine')}`, () => {
  it('lists the seller\'s listings with views and leads of the last 30 days, newest change first', async () => {
    const { cookie } = await newSeller();
    const [first, second] = [await published(cookie), await published(cookie)];
    await database.sql("update listings set updated_at = now() - interval '1 day' where id = $1", [first]);
    for (let i = 0; i < 3; i++) await recordListingEvent({ listingId: second, logType: 'details viewed', siteId: 1, ipAddress: null });
    await database.sql(`insert into listing_daily_stats (listing_id, day, log_type, count) values ($1, current_date - 40, 'details viewed', 9)`, [second]);
    const page = await myListings(cookie);
    expect(page.total).toBe(2);
    expect(page.rows.map((r) => r.id)).toEqual([second, first]);
    expect(page.rows[0]).toMatchObject({ views30: 3, leads30: 0, photoCount: 0, marketStatus: 1 });
    expect(page.counts).toMatchObject({ all: 2, AVAILABLE: 2 });
    expect((await myListings(cookie, '?sort=views')).rows[0]?.id).toBe(second);
  });

  it('gives each row its first photo in the seller\'s order for the thumbnail, and none without photos', async () => {
    const { cookie } = await newSeller();
    const [pictured, bare] = [await published(cookie), await published(cookie)];
    const documents = await database.sql<{ id: string }>(
      "insert into documents (storage_key, content_type) values ('a.jpg', 'image/jpeg'), ('b.jpg', 'image/jpeg'), ('c.pdf', 'application/pdf') returning id");
    const [second, first, pdf] = documents.map((row) => Number(row.id));
    await database.sql(
      "insert into listing_media (listing_id, document_id, kind, position) values ($1, $2, 'photo', 1), ($1, $3, 'photo', 0), ($1, $4, 'document', 0)",
      [pictured, second, first, pdf]);
    const rows = new Map((await myListings(cookie)).rows.map((row) => [row.id, row.coverId]));
    expect(rows.get(pictured)).toBe(first);
    expect(rows.get(bare)).toBeNull();
  });

  it('filters by status, by an id or words of the title, and lists deleted listings only under their own filter', async () => {
    const { cookie } = await newSeller();
    const [kept, gone] = [await published(cookie), await published(cookie)];
    await listing.DELETE(call(cookie, `/api/seller/listings/${gone}`, 'DELETE'), params({ id: gone }));
    expect((await myListings(cookie)).rows.map((r) => r.id)).toEqual([kept]);
    expect((await myListings(cookie, '?status=DELETED')).rows.map((r) => r.id)).toEqual([gone]);
    expect((await myListings(cookie, `?q=${kept}`)).rows.map((r) => r.id)).toEqual([kept]);
    expect((await myListings(cookie, '?q=hunting%20ranch')).total).toBe(1);
    expect((await myListings(cookie, '?q=100%25')).total).toBe(0);
    expect((await myListings(cookie)).counts).toMatchObject({ all: 1, AVAILABLE: 1, DELETED: 1 });
    const bad = await list.GET(call(cookie, '/api/seller/listings?status=EVERYTHING&x=1'), params());
    expect(bad.status).toBe(400);
    // Hostile words and ids: a 4xx or nothing found, never a 5xx.
    for (const q of ['%00', `${'9'.repeat(15)}`, '%27%3B--']) {
      const answer = await list.GET(call(cookie, `/api/seller/listings?q=${q}`), params());
      expect(answer.status, q).toBeLessThan(500);
    }
  });

  it('changes several listings\' status at once, each allowed or refused on its own, never another seller\'s', async () => {
    const { cookie } = await newSeller();
    const other = await newSeller();
    const [a, b] = [await published(cookie), await published(cookie)];
    const theirs = await published(other.cookie);
    await database.sql('update listings set market_status = 4, sold_date = current_date where id = $1', [b]);
    const response = await bulk.POST(call(cookie, '/api/seller/listings/status', 'POST', { ids: [a, b, theirs], change: { status: 'OFF_MARKET' } }), params());
    expect((await response.json()).data).toEqual({
      changed: [a],
      refused: [{ id: b, reason: 'not-allowed' }, { id: theirs, reason: 'not-found' }],
    });
    for (const ids of [[Number.MAX_SAFE_INTEGER], [1.5], []]) {
      const hostile = await bulk.POST(call(cookie, '/api/seller/listings/status', 'POST', { ids, change: { status: 'OFF_MARKET' } }), params());
      expect([200, 422], JSON.stringify(ids)).toContain(hostile.status);
    }
    const statuses = await database.sql<{ id: string; market_status: number }>('select id, market_status from listings where id = any($1) order by id', [[a, b, theirs]]);
    expect(statuses.map((r) => r.market_status)).toEqual([3, 4, 1]);
  });

  it('gives a listing\'s numbers per day for 30 or 90 days, only to its seller', async () => {
    const { cookie, accountId } = await newSeller();
    const other = await newSeller();
    const { userId: buyer } = await newUserSession();
    const id = await published(cookie);
    for (const logType of ['details viewed', 'details viewed', 'phone click'] as const) await recordListingEvent({ listingId: id, logType, siteId: 1, ipAddress: null });
    await database.sql('insert into favorites (user_id, listing_id) values ($1, $2)', [buyer, id]);
    // Leads are counted from the buyers' messages themselves, as the inbox and My listings count them.
    await database.sql("insert into leads (site_id, listing_id, account_id, sender_name, sender_email, message, lead_source) values (1, $1, $2, 'Casey Buyer', 'casey@example.com', 'Is the road paved?', 'listing detail')", [id, accountId]);
    const answer = await stats.GET(call(cookie, `/api/seller/listings/${id}/stats`), params({ id }));
    const { data } = await answer.json();
    expect(data.dates).toHaveLength(30);
    expect(data.totals).toEqual({ views: 2, phoneReveals: 1, leads: 1, shares: 0, flyerPrints: 0, documentClicks: 0, favorites: 1 });
    expect(data.series.leads.at(-1)).toBe(1);
    expect(data.series.views.at(-1)).toBe(2);
    const ninety = await stats.GET(call(cookie, `/api/seller/listings/${id}/stats?days=90`), params({ id }));
    expect((await ninety.json()).data.dates).toHaveLength(90);
    expect((await stats.GET(call(cookie, `/api/seller/listings/${id}/stats?days=7`), params({ id }))).status).toBe(400);
    expect((await stats.GET(call(other.cookie, `/api/seller/listings/${id}/stats`), params({ id }))).status).toBe(404);
  });

  it('refuses a buyer (403) and a visitor (401)', async () => {
    const { cookie } = await newUserSession();
    expect((await list.GET(call(cookie, '/api/seller/listings'), params())).status).toBe(403);
    expect((await list.GET(apiRequest('land', '/api/seller/listings'), params())).status).toBe(401);
  });
});
