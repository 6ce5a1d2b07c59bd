import type { SiteBrand } from '@/lib/brand';
import { hrefFor } from '@/lib/navigation';
import { brokerNameSlug, type RouteOf } from '@/lib/routing';
import type { ListingBroker } from './listing-detail';

/** The listing's one canonical URL in the brand's dialect (DESIGN §2 property route). */
export function listingHref(brand: SiteBrand, listing: { id: number; canonicalLocation: string }): string {
  return hrefFor(brand, { kind: 'property', id: listing.id, location: listing.canonicalLocation });
}

/** Where the broker block's link goes: the broker's profile page (its listings are one click further). */
export function brokerProfileHref(brand: SiteBrand, broker: Pick<ListingBroker, 'accountId' | 'contactName' | 'companyName'>): string {
  return hrefFor(brand, { kind: 'broker-profile', id: broker.accountId, name: brokerNameSlug(broker.contactName, broker.companyName) });
}

export type PropertyPageTarget = { action: 'render' } | { action: 'redirect'; href: string } | { action: 'not-found' };

/**
 * What a property URL gets (DESIGN §2): the page when it names the listing's own place, a permanent
 * redirect to the canonical URL when it names another place for a real id, else the brand's 404.
 */
export function propertyPageTarget(
  brand: SiteBrand,
  route: RouteOf<'property'> | null,
  listing: { id: number; canonicalLocation: string } | null,
): PropertyPageTarget {
  if (!route || !listing || listing.id !== route.id) return { action: 'not-found' };
  if (route.location !== listing.canonicalLocation) return { action: 'redirect', href: listingHref(brand, listing) };
  return { action: 'render' };
}

/** A listing-by-id URL (`/listing/{id}`, `/property/{id}`, rec `/pid/{id}`): 308 to the listing, or 404. */
export function listingByIdTarget(
  brand: SiteBrand,
  route: RouteOf<'listing-by-id'> | null,
  listing: { id: number; canonicalLocation: string } | null,
): Exclude<PropertyPageTarget, { action: 'render' }> {
  if (!route || !listing || listing.id !== route.id) return { action: 'not-found' };
  return { action: 'redirect', href: listingHref(brand, listing) };
}
