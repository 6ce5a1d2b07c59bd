import type { RouteOf } from './route';
import { plainStyle } from './search-route';
import { buildSearchTail, parseSearchTail } from './search-segments';

// A broker listings path after its base (land /member/{name}/{id}/listings, farm /broker/{name}-{id}/land,
// rec /profile/{name}/{id}/properties): [sort-*] [page-n], the end of a search's tail with the same sorts.

type BrokerListingsRoute = RouteOf<'broker-listings'>;

export function parseBrokerListings(broker: { id: number; name: string }, segments: readonly string[]): BrokerListingsRoute | null {
  const tail = parseSearchTail(segments, plainStyle, false);
  if (!tail || tail.propertyType || tail.custom.length > 0 || tail.nearMe) return null;
  const route: BrokerListingsRoute = { kind: 'broker-listings', id: broker.id, name: broker.name, page: tail.page };
  if (tail.sort) route.sort = tail.sort;
  return route;
}

export function buildBrokerListings(route: BrokerListingsRoute): string[] {
  return buildSearchTail({ custom: [], sort: route.sort, page: route.page }, plainStyle);
}
