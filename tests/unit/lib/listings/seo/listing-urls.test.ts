import { describe, expect, it } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { flyerPath, listingUrl, ogImagePath, siteOrigin } from '@/lib/listings/seo';
import { listingFixture } from './listing-fixture';

const brand = (key: string) => siteBrand(key) as SiteBrand;

describe('listing URLs for cached pages', () => {
  it('builds absolute URLs on the brand origin from config, never from a request', () => {
    expect(siteOrigin(brand('farm'))).toBe('http://farm.localhost:3000');
    expect(listingUrl(brand('rec'), listingFixture())).toBe('http://rec.localhost:3000/llano-county-tx/pid/4242');
  });

  it('links the flyer in each dialect', () => {
    expect(flyerPath(brand('land'), { id: 4242 })).toBe('/flyer/4242/');
    expect(flyerPath(brand('rec'), { id: 4242 })).toBe('/flyer/4242');
  });

  it('versions the Open Graph image by the last update', () => {
    expect(ogImagePath(listingFixture({ updatedAt: '2026-11-01T09:30:00.000Z' }))).toBe(`/api/og/listing/4242?v=${Date.parse('2026-11-01T09:30:00.000Z').toString(36)}`);
    expect(ogImagePath(listingFixture({ updatedAt: 'not a date' }))).toBe('/api/og/listing/4242');
  });
});
