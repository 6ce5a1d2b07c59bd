import { describe, expect, it } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { brokerProfileHref, listingBreadcrumbs, listingByIdTarget, listingHref, propertyPageTarget } from '@/lib/listings/detail';
import { routeFromSegments } from '@/lib/routing';

function brand(key: 'land' | 'farm' | 'rec'): SiteBrand {
  const b = siteBrand(key);
  if (!b) throw new Error(key);
  return b;
}

const listing = { id: 4321, canonicalLocation: 'llano-county-texas' };

describe('listing URLs (DESIGN §2 property routes)', () => {
  it('builds the canonical property URL in each brand’s dialect', () => {
    expect(listingHref(brand('land'), listing)).toBe('/property/llano-county-texas/4321/');
    expect(listingHref(brand('farm'), listing)).toBe('/property/llano-county-texas-4321/');
    expect(listingHref(brand('rec'), listing)).toBe('/llano-county-texas/pid/4321');
  });

  it('renders the canonical URL, redirects a wrong place to it and 404s an unknown id', () => {
    const land = brand('land');
    const route = (segments: string[]) => routeFromSegments(land.urlDialect, 'property', segments);
    expect(propertyPageTarget(land, route(['property', 'llano-county-texas', '4321']), listing)).toEqual({ action: 'render' });
    expect(propertyPageTarget(land, route(['property', 'mason-county-texas', '4321']), listing)).toEqual({ action: 'redirect', href: '/property/llano-county-texas/4321/' });
    expect(propertyPageTarget(land, route(['property', 'llano-county-texas', '4321']), null)).toEqual({ action: 'not-found' });
    expect(propertyPageTarget(land, route(['property', '4321']), listing)).toEqual({ action: 'not-found' });
  });

  it('reads each dialect’s own property path the same way', () => {
    const farm = brand('farm');
    const rec = brand('rec');
    expect(propertyPageTarget(farm, routeFromSegments(farm.urlDialect, 'property', ['property', 'travis-county-texas-4321']), listing))
      .toEqual({ action: 'redirect', href: '/property/llano-county-texas-4321/' });
    expect(propertyPageTarget(rec, routeFromSegments(rec.urlDialect, 'property', ['llano-county-texas', 'pid', '4321']), listing)).toEqual({ action: 'render' });
  });

  it('sends /listing/{id}, /property/{id} and rec’s /pid/{id} to the listing, or to the 404', () => {
    const land = brand('land');
    const rec = brand('rec');
    expect(listingByIdTarget(land, routeFromSegments(land.urlDialect, 'listing-by-id', ['property', '4321']), listing)).toEqual({ action: 'redirect', href: '/property/llano-county-texas/4321/' });
    expect(listingByIdTarget(land, routeFromSegments(land.urlDialect, 'listing-by-id', ['listing', '4321']), listing)).toEqual({ action: 'redirect', href: '/property/llano-county-texas/4321/' });
    expect(listingByIdTarget(rec, routeFromSegments(rec.urlDialect, 'listing-by-id', ['pid', '4321']), listing)).toEqual({ action: 'redirect', href: '/llano-county-texas/pid/4321' });
    expect(listingByIdTarget(rec, routeFromSegments(rec.urlDialect, 'listing-by-id', ['pid', '4321']), null)).toEqual({ action: 'not-found' });
    expect(listingByIdTarget(land, routeFromSegments(land.urlDialect, 'listing-by-id', ['property', 'x', '4321']), listing)).toEqual({ action: 'not-found' });
  });

  it('links the broker’s profile and the state and county searches', () => {
    const broker = { accountId: 5, contactName: 'Jane Q. Doe, ALC', companyName: 'Hill Country Land' };
    expect(brokerProfileHref(brand('land'), broker)).toBe('/member/jane-doe/5/');
    expect(brokerProfileHref(brand('farm'), broker)).toBe('/broker/jane-doe-5/');
    expect(brokerProfileHref(brand('rec'), broker)).toBe('/profile/jane-doe/5');
    expect(listingBreadcrumbs(brand('land'), { stateId: 48, countySlug: 'llano-county' }).map((c) => c.href)).toEqual(['/', '/texas-land-for-sale/', '/texas-land-for-sale/llano-county/']);
    expect(listingBreadcrumbs(brand('farm'), { stateId: 48, countySlug: 'llano-county' }).map((c) => c.href)).toEqual(['/', '/search/texas/', '/search/texas/llano-county/']);
    expect(listingBreadcrumbs(brand('rec'), { stateId: 48, countySlug: 'llano-county' }).map((c) => c.href)).toEqual(['/', '/texas-land-for-sale', '/texas-land-for-sale/llano-county']);
  });
});
