import { eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { counties, listings } from '@/lib/db/schema';
import { stateById } from '@/lib/geo/states';
import { similarListings, SIMILAR_LISTINGS, type SimilarTo } from '@/lib/listings/detail';
import type { ListingPlacard } from '@/lib/listings/placard';
import { searchRoute } from '@/lib/navigation';
import type { SearchRoute } from '@/lib/routing';
import { readSearchRoute } from '@/lib/search/criteria-from-url';
import { searchListings } from '@/lib/search/search-listings';
import type { NotFoundHint } from './hint';
import { placeOfLocation } from './listing-location';

// "Similar listings" on the 404 page of a listing that is not there (docs/not-found.md).

export interface NearbyListings {
  /** The place's name as the search names it: "Llano County, Texas". */
  label: string;
  /** Its search, for "see all"; the page builds the link with the brand's dialect. */
  route: SearchRoute;
  listings: ListingPlacard[];
}

/**
 * A listing row whatever its status: one a seller deleted (market status 0, no public page) stays until
 * it is purged, and knows its place, types and price.
 */
async function goneListing(id: number): Promise<(SimilarTo & { countySlug: string }) | null> {
  const l = listings;
  const [row] = await db()
    .select({ id: l.id, countyId: l.countyId, stateId: l.stateId, propertyTypes: l.propertyTypes, price: l.price, acres: l.acres, countySlug: counties.slug })
    .from(l)
    .innerJoin(counties, eq(counties.id, l.countyId))
    .where(eq(l.id, id))
    .limit(1);
  return row ?? null;
}

/** The county (or state) a search route names, resolved; null when it names nothing real. */
async function resolvedPlace(route: SearchRoute) {
  const reading = await readSearchRoute(route, new URLSearchParams());
  return reading.ok && reading.location.label ? { label: reading.location.label, criteria: reading.criteria } : null;
}

/**
 * Active listings for the 404 of listing `hint.id`, at most SIMILAR_LISTINGS, best first:
 * - the id once existed (a deleted listing): listings like it, as its page showed them (same type and
 *   price band in its county, then its state; lib/listings/detail/similar-listings.ts);
 * - else, when its URL named a place: that county's best ranked listings (the search's default order),
 *   or its state's when the county does not exist.
 * Null when there is no place to go by, or nothing active there.
 */
export async function listingsNearMissing(hint: Extract<NotFoundHint, { kind: 'listing' }>): Promise<NearbyListings | null> {
  const gone = await goneListing(hint.id);
  const state = gone ? stateById(gone.stateId) : undefined;
  if (gone && state) {
    const route = searchRoute({ state: state.slug, area: { type: 'county', slug: gone.countySlug } });
    const [place, similar] = await Promise.all([resolvedPlace(route), similarListings(gone)]);
    return place && similar.length > 0 ? { label: place.label, route, listings: similar } : null;
  }
  const named = hint.location ? placeOfLocation(hint.location) : null;
  if (!named) return null;
  const stateRoute = searchRoute({ state: named.state.slug });
  const countyRoute = named.county ? searchRoute({ state: named.state.slug, area: { type: 'county', slug: named.county } }) : null;
  const county = countyRoute ? await resolvedPlace(countyRoute) : null;
  const [route, place] = county && countyRoute ? [countyRoute, county] : [stateRoute, await resolvedPlace(stateRoute)];
  if (!place) return null;
  const { listings: found } = await searchListings(place.criteria, { now: new Date(), pageSize: SIMILAR_LISTINGS });
  return found.length > 0 ? { label: place.label, route, listings: found } : null;
}
