import { describe, expect, it } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { listingJsonLd, serializeJsonLd } from '@/lib/listings/seo';
import { listingFixture } from './listing-fixture';

const brand = (key: string) => siteBrand(key) as SiteBrand;

describe('listing JSON-LD (schema.org RealEstateListing)', () => {
  it('names the listing with its canonical URL on the brand origin, dates and photos', () => {
    const data = listingJsonLd(brand('land'), listingFixture());
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'RealEstateListing',
      url: 'http://land.localhost:3000/property/llano-county-tx/4242/',
      name: '61 Acres on Sandy Creek',
      datePosted: '2026-05-02T15:00:00.000Z',
      image: ['http://land.localhost:3000/resizedimages/600/900/cover/80/webp/1-901', 'http://land.localhost:3000/resizedimages/600/900/cover/80/webp/1-902'],
    });
    expect(listingJsonLd(brand('rec'), listingFixture()).url).toBe('http://rec.localhost:3000/llano-county-tx/pid/4242');
    expect(listingJsonLd(brand('farm'), listingFixture()).url).toBe('http://farm.localhost:3000/property/llano-county-tx-4242/');
  });

  it('offers the asking price in USD with the availability of its market status', () => {
    expect(listingJsonLd(brand('land'), listingFixture()).offers).toEqual({
      '@type': 'Offer', price: 425000, priceCurrency: 'USD', availability: 'https://schema.org/InStock', url: 'http://land.localhost:3000/property/llano-county-tx/4242/',
    });
    const statuses = ([2, 3, 4] as const).map((marketStatus) => (listingJsonLd(brand('land'), listingFixture({ marketStatus })).offers as { availability: string }).availability);
    expect(statuses).toEqual(['https://schema.org/LimitedAvailability', 'https://schema.org/OutOfStock', 'https://schema.org/SoldOut']);
  });

  it('has no offer for an auction (price 2) or contact-for-price listing', () => {
    expect(listingJsonLd(brand('land'), listingFixture({ price: 2 })).offers).toBeUndefined();
    expect(listingJsonLd(brand('land'), listingFixture({ price: null })).offers).toBeUndefined();
  });

  it('places the listing: postal address, coordinates and lot size', () => {
    const data = listingJsonLd(brand('land'), listingFixture());
    expect(data.about).toEqual({
      '@type': 'Place',
      name: '61 Acres on Sandy Creek',
      address: { '@type': 'PostalAddress', streetAddress: '1200 County Road 310', addressLocality: 'Llano', addressRegion: 'TX', postalCode: '78643', addressCountry: 'US' },
      geo: { '@type': 'GeoCoordinates', latitude: 30.7594, longitude: -98.6753 },
      additionalProperty: [{ '@type': 'PropertyValue', name: 'Lot size', value: 61.5, unitCode: 'ACR', unitText: 'acres' }],
    });
    expect(data.contentLocation).toEqual(data.about);
  });

  it('leaves out what a listing lacks instead of writing empty values', () => {
    const text = serializeJsonLd(listingJsonLd(brand('land'), listingFixture({ address1: null, city: null, zip: null, description: '', media: { photos: [], video: null, tour: null, documents: [] } })));
    const data = JSON.parse(text);
    expect(data.image).toBeUndefined();
    expect(data.description).toBeUndefined();
    expect(data.about.address).toEqual({ '@type': 'PostalAddress', addressRegion: 'TX', addressCountry: 'US' });
  });

  it('escapes "<" so a title cannot close the script element, and stays the same JSON', () => {
    const title = 'Nice land</script><script>alert(1)</script> <!-- x\u2028y';
    const text = serializeJsonLd(listingJsonLd(brand('land'), listingFixture({ title })));
    expect(text).not.toMatch(/<\/script/i);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text).name).toBe(title);
  });
});
