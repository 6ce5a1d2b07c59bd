import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteBrand } from '@/lib/brand/server';
import { leadFormSettings, readListingContactAnswer } from '@/lib/leads';
import type { ListingDetail } from '@/lib/listings/detail/listing-detail';
import { listingFixture } from '../../lib/listings/seo/listing-fixture';

const state = vi.hoisted(() => ({ limited: false, listings: new Map<number, unknown>(), asked: [] as number[] }));

vi.mock('@/lib/listings/detail', () => ({
  getListingDetail: async (id: number): Promise<ListingDetail | null> => {
    state.asked.push(id);
    return (state.listings.get(id) as ListingDetail | undefined) ?? null;
  },
}));
vi.mock('@/lib/rate-limit', () => ({
  consumeLimit: async () => (state.limited ? { allowed: false, retryAfterSeconds: 9 } : { allowed: true, remaining: 1 }),
}));

const route = await import('@/app/api/leads/contact/[listingId]/route');

const takesLeads = listingFixture();
const sold = listingFixture({ id: 4243, marketStatus: 4, soldDate: '2026-03-07' });
const freeTier = listingFixture({ id: 4244, listingLevel: 3 });
const closedAccount = listingFixture({ id: 4245, broker: { ...listingFixture().broker, isActive: false } });

const get = (listingId: string, host = 'land.localhost:3000', method: 'GET' | 'HEAD' | 'POST' = 'GET') =>
  route[method](new Request(`http://${host}/api/leads/contact/${listingId}`, { method, headers: { host } }), { params: Promise.resolve({ listingId }) });

beforeEach(() => {
  state.limited = false;
  state.asked = [];
  state.listings = new Map([takesLeads, sold, freeTier, closedAccount].map((l) => [l.id, l]));
});

describe('GET /api/leads/contact/{listingId}', () => {
  it("answers the listing page's contact props with the lead source 'search results', cached per brand for 5 minutes", async () => {
    const response = await get('4242');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(response.headers.get('vary')).toMatch(/^Host/);
    const body = (await response.json()) as { data: Record<string, unknown> };
    expect(body.data).toEqual({
      brokerName: 'Jolene Greer',
      companyName: 'Hill Country Land',
      title: '61 Acres on Sandy Creek',
      settings: leadFormSettings(siteBrand('land')!),
      payload: {
        siteId: 1, leadSource: 'search results', brokerId: 55, stateId: 48, countyId: 48299, listingId: 4242, siteListingId: null,
        externalSourceId: null, partnerId: null, price: 425000, acres: 61.5, listingLevel: 23, listingUpgradeLevel: 1, propertyTitle: '61 Acres on Sandy Creek',
      },
    });
    // The browser's own reader takes exactly what the server sends (the data-layer record stays with the page).
    expect(readListingContactAnswer(body)).toEqual(body.data);
    expect(body.data).not.toHaveProperty('analytics');
  });

  it("carries the requesting brand's site id and lead-form settings", async () => {
    const body = (await (await get('4242', 'farm.localhost:3000')).json()) as { data: { payload: { siteId: number }; settings: unknown } };
    expect(body.data.payload.siteId).toBe(siteBrand('farm')!.siteId);
    expect(body.data.settings).toEqual(leadFormSettings(siteBrand('farm')!));
  });

  it.each([
    ['an unknown listing', '999'],
    ['a sold listing', '4243'],
    ['a free-tier listing', '4244'],
    ["a listing whose broker's account is inactive", '4245'],
  ])('answers 404 for %s, where the lead would be refused, and never caches it', async (_case, id) => {
    const response = await get(id);
    expect(response.status).toBe(404);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({ errors: ['This listing is not taking messages.'] });
  });

  it.each(['abc', '0', '007', '-4', '4242.5', '99999999999999999'])('answers 400 for the id %s without reading the database', async (id) => {
    const response = await get(id);
    expect(response.status).toBe(400);
    expect(state.asked).toEqual([]);
  });

  it('answers 429 over its limit, HEAD like GET, and 405 to POST', async () => {
    expect((await get('4242', undefined, 'HEAD')).status).toBe(200);
    expect((await get('4242', undefined, 'POST')).status).toBe(405);
    state.limited = true;
    const limited = await get('4242');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('9');
  });
});

describe('readListingContactAnswer', () => {
  it('refuses any other shape', async () => {
    const body = (await (await get('4242')).json()) as { data: Record<string, unknown> };
    expect(readListingContactAnswer(null)).toBeNull();
    expect(readListingContactAnswer({ errors: ['x'] })).toBeNull();
    expect(readListingContactAnswer({ data: { ...body.data, payload: { listingId: 4242 } } })).toBeNull();
    expect(readListingContactAnswer({ data: { ...body.data, extra: true } })).toBeNull();
  });
});
