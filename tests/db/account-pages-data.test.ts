import { describe, expect, inject, it } from 'vitest';
import { favoritesCriteria } from '@/lib/accounts/favorites-page';
import { landsConnectorSummary } from '@/lib/accounts/lands-connector';
import { siteBrand } from '@/lib/brand/registry';
import { searchListings } from '@/lib/search/search-listings';
import { useTestDatabase } from './helpers';
import { apiRequest, newUserSession } from './user-session';

// What the favourites page and the lands connector read for a user, checked against plain SQL.

const database = useTestDatabase();
const favorites = await import('@/app/api/account/favorites/route');
const favorite = await import('@/app/api/account/favorites/[listingId]/route');
const searches = await import('@/app/api/account/saved-searches/route');
const land = siteBrand('land')!;

async function like(cookie: string, listingId: number) {
  const response = await favorite.PUT(apiRequest('land', `/api/account/favorites/${listingId}`, { method: 'PUT', cookie }), { params: Promise.resolve({ listingId: String(listingId) }) });
  expect(response.status).toBe(200);
}

async function listingIds(where: string, limit: number): Promise<number[]> {
  const rows = await database.sql<{ id: string }>(`select id from listings where ${where} order by id limit ${limit}`);
  expect(rows).toHaveLength(limit);
  return rows.map((r) => Number(r.id));
}

describe(`favourites page and lands connector data on ${inject('databaseEngine')}`, () => {
  it('the favourites page finds exactly the user’s liked listings, sold and off-market ones included', async () => {
    const me = await newUserSession();
    const someone = await newUserSession();
    const active = await listingIds('market_status in (1, 2)', 2);
    const [sold] = await listingIds('market_status = 4', 1);
    const [offMarket] = await listingIds('market_status = 3', 1);
    for (const id of [...active, sold!, offMarket!]) await like(me.cookie, id);
    const [theirs] = await listingIds(`market_status = 1 and id not in (${active.join(', ')})`, 1);
    await like(someone.cookie, theirs!);

    const page = await searchListings(favoritesCriteria(0), { now: new Date(), userId: me.userId });
    expect(page.total).toBe(4);
    expect(page.listings.map((l) => l.id).sort((a, b) => a - b)).toEqual([...active, sold!, offMarket!].sort((a, b) => a - b));

    const second = await searchListings(favoritesCriteria(1), { now: new Date(), userId: me.userId, pageSize: 3 });
    expect(second.pageCount).toBe(2);
    expect(second.listings).toHaveLength(1);
  });

  it('the favourites routes answer 401 without a session and change nothing', async () => {
    const [id] = await listingIds('market_status = 1', 1);
    const params = { params: Promise.resolve({ listingId: String(id) }) };
    const before = await database.sql('select 1 from favorites where listing_id = $1', [id]);
    expect((await favorites.GET(apiRequest('land', '/api/account/favorites'), { params: Promise.resolve({}) })).status).toBe(401);
    expect((await favorite.PUT(apiRequest('land', `/api/account/favorites/${id}`, { method: 'PUT' }), params)).status).toBe(401);
    expect((await favorite.DELETE(apiRequest('land', `/api/account/favorites/${id}`, { method: 'DELETE' }), params)).status).toBe(401);
    expect(await database.sql('select 1 from favorites where listing_id = $1', [id])).toHaveLength(before.length);
  });

  it('finds nothing without a user', async () => {
    const page = await searchListings(favoritesCriteria(0), { now: new Date() });
    expect(page.total).toBe(0);
  });

  it('the lands connector counts the brand’s saved searches, those that mail, and the favourites', async () => {
    const me = await newUserSession();
    const save = (brandKey: string, notify: string) =>
      searches.POST(apiRequest(brandKey, '/api/account/saved-searches', { method: 'POST', cookie: me.cookie, body: { name: 'S', notify, url: brandKey === 'rec' ? '/texas-land-for-sale' : '/texas-land-for-sale/' } }), { params: Promise.resolve({}) });
    for (const [brandKey, notify] of [['land', 'Daily'], ['land', 'No Updates'], ['land', 'Weekly'], ['rec', 'Daily']] as const) expect((await save(brandKey, notify)).status).toBe(201);
    for (const id of await listingIds('market_status = 1', 2)) await like(me.cookie, id);
    expect(await landsConnectorSummary(me.userId, land)).toEqual({ savedSearches: 3, alertingSearches: 2, favorites: 2, favoriteAlerts: 'Daily', sellerAccount: null });
    expect((await landsConnectorSummary(me.userId, siteBrand('rec')!))?.savedSearches).toBe(1);
  });

  it('the lands connector counts the active listings of the account a seller manages', async () => {
    const me = await newUserSession();
    const [account] = await database.sql<{ account_id: string; n: string }>(
      'select account_id, count(*) as n from listings where market_status in (1, 2) group by account_id order by count(*) desc, account_id limit 1');
    await database.sql('update users set account_id = $1 where id = $2', [account!.account_id, me.userId]);
    expect((await landsConnectorSummary(me.userId, land))?.sellerAccount).toEqual({ accountId: Number(account!.account_id), activeListings: Number(account!.n) });
  });

  it('has no summary for a user who does not exist', async () => {
    expect(await landsConnectorSummary(2_000_000_000, land)).toBeNull();
  });
});
