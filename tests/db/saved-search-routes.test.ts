import { describe, expect, inject, it } from 'vitest';
import { readSearchUrl } from '@/lib/search/criteria-from-url';
import { useTestDatabase } from './helpers';
import { apiRequest, newUserSession } from './user-session';

// The saved-search API as the search page and /account/savedsearches/ use it. 401 without a session and
// another user's id answering 404 are also covered for every handler in auth-routes.test.ts.

const database = useTestDatabase();

const searches = await import('@/app/api/account/saved-searches/route');
const search = await import('@/app/api/account/saved-searches/[id]/route');

const noParams = { params: Promise.resolve({}) };
const idParams = (id: number | string) => ({ params: Promise.resolve({ id: String(id) }) });

async function save(cookie: string, url: string, brandKey = 'land') {
  return searches.POST(apiRequest(brandKey, '/api/account/saved-searches', { method: 'POST', cookie, body: { name: 'My search', notify: 'Daily', url } }), noParams);
}

async function storedRow(id: number) {
  const [row] = await database.sql<{ criteria: Record<string, unknown>; path: string; description: string; notify: string; name: string; site_id: number }>(
    'select criteria, path, description, notify, name, site_id from saved_searches where id = $1', [id]);
  return row;
}

describe(`saved-search routes on ${inject('databaseEngine')}`, () => {
  it('answers 401 to a visitor without a session and stores nothing', async () => {
    const before = await database.sql('select id from saved_searches');
    const response = await searches.POST(apiRequest('land', '/api/account/saved-searches', { method: 'POST', body: { name: 'x', notify: 'Daily', url: '/texas-land-for-sale/' } }), noParams);
    expect(response.status).toBe(401);
    expect(await database.sql('select id from saved_searches')).toHaveLength(before.length);
  });

  it('stores the criteria the server reads from a real search URL', async () => {
    const { cookie } = await newUserSession();
    const url = '/texas-land-for-sale/?priceMax=500000';
    const response = await save(cookie, url);
    expect(response.status).toBe(201);
    const { data } = await response.json();
    expect(data).toMatchObject({ name: 'My search', description: 'Texas', notify: 'Daily', path: url, active: true });
    const row = await storedRow(data.id);
    const reading = await readSearchUrl('land', url);
    if (!reading.ok) throw new Error('the test URL is no search');
    expect(row?.criteria).toEqual(JSON.parse(JSON.stringify(reading.criteria)));
    expect(row?.criteria).toMatchObject({ stateId: 48, priceMax: 500000 });
    expect(row?.site_id).toBe(1);
  });

  it.each([
    ['an account page', '/account/savedsearches/'],
    ['a listing page', '/property/llano-county-tx/12345/'],
    ['another host', '//evil.example/texas-land-for-sale/'],
    ['a place that does not exist', '/atlantis-land-for-sale/'],
  ])('refuses %s with 422 on the url field and stores nothing', async (_what, url) => {
    const { cookie, userId } = await newUserSession();
    const response = await save(cookie, url);
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual({ url: 'This page is not a search that can be saved.' });
    expect(await database.sql('select id from saved_searches where user_id = $1', [userId])).toHaveLength(0);
  });

  it('renames, changes how often it mails, and points at another search whose criteria it reads again', async () => {
    const { cookie } = await newUserSession();
    const { data } = await (await save(cookie, '/texas-land-for-sale/')).json();
    const patch = (body: unknown) => search.PATCH(apiRequest('land', `/api/account/saved-searches/${data.id}`, { method: 'PATCH', cookie, body }), idParams(data.id));
    expect((await (await patch({ name: 'Hill Country', notify: 'Weekly' })).json()).data).toMatchObject({ name: 'Hill Country', notify: 'Weekly', description: 'Texas' });
    const moved = await patch({ url: '/vermont-land-for-sale/' });
    expect((await moved.json()).data).toMatchObject({ name: 'Hill Country', description: 'Vermont', path: '/vermont-land-for-sale/' });
    expect((await storedRow(data.id))?.criteria).toMatchObject({ stateId: 50 });
    expect((await patch({ url: '/login/' })).status).toBe(422);
    expect((await patch({ notify: 'Hourly' })).status).toBe(422);
  });

  it('answers 404 for an id that is another user’s, unknown or malformed, and changes nothing (IDOR)', async () => {
    const owner = await newUserSession();
    const other = await newUserSession();
    const { data } = await (await save(owner.cookie, '/texas-land-for-sale/')).json();
    const patch = (id: string) => search.PATCH(apiRequest('land', `/api/account/saved-searches/${id}`, { method: 'PATCH', cookie: other.cookie, body: { name: 'Taken' } }), idParams(id));
    const remove = (id: string) => search.DELETE(apiRequest('land', `/api/account/saved-searches/${id}`, { method: 'DELETE', cookie: other.cookie }), idParams(id));
    for (const id of [String(data.id), '999999999', 'abc', '-1']) {
      expect((await patch(id)).status).toBe(404);
      expect((await remove(id)).status).toBe(404);
    }
    expect((await storedRow(data.id))?.name).toBe('My search');
  });

  it('keeps a brand’s saved searches to that brand: another brand’s host neither lists nor changes them', async () => {
    const { cookie } = await newUserSession();
    const { data } = await (await save(cookie, '/texas-land-for-sale/')).json();
    const onFarm = (method: 'PATCH' | 'DELETE') =>
      search[method](apiRequest('farm', `/api/account/saved-searches/${data.id}`, { method, cookie, body: method === 'PATCH' ? { name: 'Farm' } : undefined }), idParams(data.id));
    expect((await (await searches.GET(apiRequest('farm', '/api/account/saved-searches', { cookie }), noParams)).json()).data).toEqual([]);
    expect((await onFarm('PATCH')).status).toBe(404);
    expect((await onFarm('DELETE')).status).toBe(404);
    expect((await (await searches.GET(apiRequest('land', '/api/account/saved-searches', { cookie }), noParams)).json()).data.map((s: { id: number }) => s.id)).toEqual([data.id]);
  });

  it('deletes the user’s own search once', async () => {
    const { cookie } = await newUserSession();
    const { data } = await (await save(cookie, '/texas-land-for-sale/')).json();
    const remove = () => search.DELETE(apiRequest('land', `/api/account/saved-searches/${data.id}`, { method: 'DELETE', cookie }), idParams(data.id));
    const first = await remove();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ data: { success: true } });
    expect((await remove()).status).toBe(404);
    expect(await storedRow(data.id)).toBeUndefined();
  });
});
