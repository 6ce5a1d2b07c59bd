import { describe, expect, it, vi } from 'vitest';
import type { AccountEvent } from '@/lib/analytics/server';
import { harness as state, poster, resetHarnessEachTest } from './event-route-harness';

vi.mock('@/lib/analytics/server', async () => {
  const { harness, recordStandIn } = await import('./event-route-harness');
  return { sellerAccountExists: async (id: number) => harness.subjects.has(id), recordAccountEvent: recordStandIn((event: AccountEvent) => event.accountId) };
});
vi.mock('@/lib/rate-limit', async () => (await import('./event-route-harness')).rateLimitStandIn('sellerEventRepeat'));

const route = await import('@/app/api/logging/account/route');
const post = poster(route, 'http://rec.localhost:3000/api/logging/account');
resetHarnessEachTest([77]);

describe('POST /api/logging/account', () => {
  it.each(['seller viewed', 'seller results', 'phone click'])('records a %s for the host brand and says it was counted', async (logType) => {
    const response = await post({ logType, accountId: 77, referringUrl: 'http://rec.localhost:3000/profile/jane-broker/77' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counted: true });
    expect(state.events).toEqual([{ logType, accountId: 77, siteId: 3, ipAddress: null, referringUrl: 'http://rec.localhost:3000/profile/jane-broker/77' }]);
  });

  it('counts the same client, account and type once per window; other types count apart', async () => {
    await post({ logType: 'seller viewed', accountId: 77 });
    const repeat = await post({ logType: 'seller viewed', accountId: 77 });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ counted: false });
    await post({ logType: 'phone click', accountId: 77 });
    expect(state.events).toHaveLength(2);
    expect(state.keys).toEqual(['seller viewed|77|unknown', 'seller viewed|77|unknown', 'phone click|77|unknown']);
  });

  it('answers 404 for an account that is no seller or does not exist, counted before or not', async () => {
    expect((await post({ logType: 'seller viewed', accountId: 8 })).status).toBe(404);
    expect((await post({ logType: 'seller viewed', accountId: 8 })).status).toBe(404);
    expect(state.events).toEqual([]);
  });

  it.each([
    ['a listing type', { logType: 'details viewed', accountId: 77 }],
    ['a server-only type', { logType: 'email lead', accountId: 77 }],
    ['an unknown type', { logType: 'seller liked', accountId: 77 }],
    ['no account', { logType: 'seller viewed' }],
    ['an account id that is not a positive whole number', { logType: 'seller viewed', accountId: 7.7 }],
    ['an account id as text', { logType: 'seller viewed', accountId: '77' }],
    ['a listing id beside it', { logType: 'phone click', accountId: 77, listingId: 42 }],
    ['a site or address in the body', { logType: 'seller viewed', accountId: 77, siteId: 1 }],
    ['not JSON', 'seller viewed'],
    ['null', 'null'],
  ])('answers 400 to %s', async (_name, body) => {
    expect((await post(body)).status).toBe(400);
    expect(state.events).toEqual([]);
  });

  it('refuses other content types (415) and oversized bodies (413)', async () => {
    expect((await post({ logType: 'seller viewed', accountId: 77 }, 'text/plain')).status).toBe(415);
    expect((await post({ logType: 'seller viewed', accountId: 77, referringUrl: 'x'.repeat(5000) })).status).toBe(413);
    expect(state.events).toEqual([]);
  });

  it('answers 429 when the client or everyone together posts too often, and 405 to other methods', async () => {
    state.limited.add('sellerEvents');
    expect((await post({ logType: 'seller viewed', accountId: 77 })).status).toBe(429);
    state.limited.clear();
    state.limited.add('sellerEventsGlobal');
    expect((await post({ logType: 'seller viewed', accountId: 77 })).status).toBe(429);
    expect(state.events).toEqual([]);
    expect((await route.GET(new Request('http://rec.localhost:3000/api/logging/account', { headers: { host: 'rec.localhost:3000' } }), { params: Promise.resolve({}) })).status).toBe(405);
  });
});
