import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { unsubscribeToken } from '@/lib/alerts';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';
import { resetLimiters } from '@/lib/rate-limit';
import { alertFixtures, DAY } from './alert-fixtures';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();
const fx = alertFixtures(database);
const route = await import('@/app/api/alerts/unsubscribe/[token]/route');

let address = 10;
function call(method: 'GET' | 'POST', token: string, headers: Record<string, string> = {}, body?: string) {
  address += 1;
  return route[method](
    new Request(`http://land.localhost:3000/api/alerts/unsubscribe/${token}`, {
      method, body, headers: { host: 'land.localhost:3000', [PEER_HEADER]: peerStamp(`198.51.100.${address}`), ...headers },
    }),
    { params: Promise.resolve({ token }) },
  );
}

async function subscribedUser() {
  const user = await fx.user({ favoriteAlerts: 'Daily' });
  const land = await fx.search(user.id, { notify: 'Instant', criteria: {}, alertedThrough: new Date(Date.now() - DAY) });
  const farm = await fx.search(user.id, { notify: 'Weekly', criteria: {}, alertedThrough: new Date(Date.now() - DAY), site: 'farm' });
  return { ...user, searches: [land, farm] };
}

const settings = async (userId: number) => ({
  favorites: (await database.sql<{ v: string }>('select favorite_alerts as v from users where id = $1', [userId]))[0]?.v,
  searches: (await database.sql<{ v: string }>('select notify as v from saved_searches where user_id = $1 order by id', [userId])).map((r) => r.v),
});

describe(`alert unsubscribe link on ${inject('databaseEngine')}`, () => {
  beforeAll(() => resetLimiters());
  afterAll(() => fx.removeAll());

  it('GET shows a confirm button that posts to the same link and changes nothing (mail scanners open links)', async () => {
    const user = await subscribedUser();
    const token = unsubscribeToken(user.id);
    const response = await call('GET', token);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('referrer-policy')).toBe('no-referrer');
    const html = await response.text();
    expect(html).toContain(`<form method="post" action="/api/alerts/unsubscribe/${token}">`);
    expect(html).toContain('<button type="submit">Unsubscribe</button>');
    expect(await settings(user.id)).toEqual({ favorites: 'Daily', searches: ['Instant', 'Weekly'] });
  });

  it("POST from the confirm page sets every saved search on every brand and the favourites to 'No Updates' and links the saved searches", async () => {
    const user = await subscribedUser();
    const other = await subscribedUser();
    const response = await call('POST', unsubscribeToken(user.id), { origin: 'http://land.localhost:3000', 'sec-fetch-site': 'same-origin', 'content-type': 'application/x-www-form-urlencoded' }, '');
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('You won&#39;t get alert emails any more.');
    expect(html).toContain('<a href="/account/savedsearches/">');
    expect(await settings(user.id)).toEqual({ favorites: 'No Updates', searches: ['No Updates', 'No Updates'] });
    expect(await settings(other.id)).toEqual({ favorites: 'Daily', searches: ['Instant', 'Weekly'] });
  });

  it("takes a mail program's RFC 8058 one-click POST (no Origin, List-Unsubscribe=One-Click)", async () => {
    const user = await subscribedUser();
    const response = await call('POST', unsubscribeToken(user.id), { 'content-type': 'application/x-www-form-urlencoded' }, 'List-Unsubscribe=One-Click');
    expect(response.status).toBe(200);
    expect(await settings(user.id)).toEqual({ favorites: 'No Updates', searches: ['No Updates', 'No Updates'] });
  });

  it('answers a forged token 404 and a malformed one 400, and changes nothing', async () => {
    const user = await subscribedUser();
    const [, signature = ''] = unsubscribeToken(user.id).split('.');
    const otherUsers = `${user.id + 1}.${signature}`;
    const flipped = `${user.id}.${signature.slice(0, 10)}${signature[10] === 'x' ? 'y' : 'x'}${signature.slice(11)}`;
    for (const token of [otherUsers, flipped]) {
      expect((await call('GET', token)).status).toBe(404);
      const refused = await call('POST', token);
      expect(refused.status).toBe(404);
      expect(await refused.text()).toContain('This link does not work');
    }
    for (const token of ['nonsense', `${user.id}`, `${user.id}.${signature}.x`]) {
      expect((await call('GET', token)).status).toBe(400);
      expect((await call('POST', token)).status).toBe(400);
    }
    expect(await settings(user.id)).toEqual({ favorites: 'Daily', searches: ['Instant', 'Weekly'] });
  });

  it('answers 404 for a valid token whose user no longer exists', async () => {
    const user = await fx.user();
    await database.sql('delete from users where id = $1', [user.id]);
    expect((await call('GET', unsubscribeToken(user.id))).status).toBe(404);
    expect((await call('POST', unsubscribeToken(user.id))).status).toBe(404);
  });

  it('refuses a cross-site POST (another site cannot switch alerts off for a visitor)', async () => {
    const user = await subscribedUser();
    const response = await call('POST', unsubscribeToken(user.id), { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(response.status).toBe(403);
    expect(await settings(user.id)).toEqual({ favorites: 'Daily', searches: ['Instant', 'Weekly'] });
  });
});
