import { describe, expect, it, vi } from 'vitest';
import type { ListingEvent } from '@/lib/analytics/server';
import { harness as state, poster, resetHarnessEachTest } from './event-route-harness';

vi.mock('@/lib/analytics/server', async () => {
  const { harness, recordStandIn } = await import('./event-route-harness');
  return { listingExists: async (id: number) => harness.subjects.has(id), recordListingEvent: recordStandIn((event: ListingEvent) => event.listingId) };
});
vi.mock('@/lib/rate-limit', async () => (await import('./event-route-harness')).rateLimitStandIn('listingEventRepeat'));

const post = poster(await import('@/app/api/logging/listing/route'), 'http://farm.localhost:3000/api/logging/listing');
resetHarnessEachTest([42]);

describe('POST /api/logging/listing', () => {
  it('records a listing event for the host brand and says it was counted', async () => {
    const response = await post({ logType: 'details viewed', listingId: 42, referringUrl: 'http://farm.localhost:3000/property/x-42/' });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ counted: true });
    expect(state.events).toEqual([
      { logType: 'details viewed', listingId: 42, siteId: 2, ipAddress: null, referringUrl: 'http://farm.localhost:3000/property/x-42/', detail: undefined },
    ]);
  });

  it('keeps which document was opened for a document click', async () => {
    await post({ logType: 'document click', listingId: 42, documentId: 9 });
    expect(state.events).toMatchObject([{ logType: 'document click', detail: 'document 9' }]);
  });

  it('counts the same client, listing and type once per window; other types and listings count apart', async () => {
    await post({ logType: 'details viewed', listingId: 42 });
    const repeat = await post({ logType: 'details viewed', listingId: 42 });
    expect(repeat.status).toBe(200);
    expect(await repeat.json()).toEqual({ counted: false });
    await post({ logType: 'phone click', listingId: 42 });
    expect(state.events).toHaveLength(2);
    expect(state.keys).toEqual(['details viewed|42|unknown', 'details viewed|42|unknown', 'phone click|42|unknown']);
  });

  it('answers 404 for a listing that does not exist, counted before or not', async () => {
    expect((await post({ logType: 'phone click', listingId: 7 })).status).toBe(404);
    expect((await post({ logType: 'phone click', listingId: 7 })).status).toBe(404);
    expect(state.events).toEqual([]);
  });

  it.each([
    ['an email lead (server-only type)', { logType: 'email lead', listingId: 42 }],
    ['send to friend (server-only type)', { logType: 'send to friend', listingId: 42 }],
    ['a seller type', { logType: 'seller viewed', listingId: 42 }],
    ['an unknown type', { logType: 'like', listingId: 42 }],
    ['no listing', { logType: 'phone click' }],
    ['a listing id that is not a positive whole number', { logType: 'phone click', listingId: 4.2 }],
    ['a negative listing id', { logType: 'phone click', listingId: -1 }],
    ['a site or address in the body', { logType: 'phone click', listingId: 42, siteId: 1 }],
    ['a referring URL that is not text', { logType: 'phone click', listingId: 42, referringUrl: 5 }],
    ['not JSON', 'details viewed'],
    ['an array', []],
  ])('answers 400 to %s', async (_name, body) => {
    expect((await post(body)).status).toBe(400);
    expect(state.events).toEqual([]);
  });

  it('refuses other content types (415) and oversized bodies (413)', async () => {
    expect((await post({ logType: 'phone click', listingId: 42 }, 'text/plain')).status).toBe(415);
    expect((await post({ logType: 'phone click', listingId: 42, referringUrl: 'x'.repeat(5000) })).status).toBe(413);
    expect(state.events).toEqual([]);
  });

  it('answers 429 when the client or everyone together posts too often', async () => {
    state.limited.add('listingEvents');
    expect((await post({ logType: 'phone click', listingId: 42 })).status).toBe(429);
    state.limited.clear();
    state.limited.add('listingEventsGlobal');
    expect((await post({ logType: 'phone click', listingId: 42 })).status).toBe(429);
    expect(state.events).toEqual([]);
  });
});
