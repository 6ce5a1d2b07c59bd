import { stateBySlug } from '@/lib/geo/states';
import type { SearchRoute } from './route';
import { buildSearchTail, listingSorts, parseSearchTail, type TailStyle } from './search-segments';

export const plainStyle: TailStyle = { typeSuffix: '', zipSuffix: '', sorts: listingSorts };
export const classicStyle: TailStyle = { typeSuffix: '-for-sale', zipSuffix: '-land-for-sale', sorts: listingSorts };

/** A search route from an optional state slug and the segments after it. */
export function parseSearch(state: string | undefined, tail: readonly string[], style: TailStyle): SearchRoute | null {
  if (state !== undefined && !stateBySlug(state)) return null;
  const parsed = parseSearchTail(tail, style, state !== undefined);
  if (!parsed) return null;
  const route: SearchRoute = { kind: 'search', custom: parsed.custom, page: parsed.page };
  if (state !== undefined) route.state = state;
  if (parsed.area) route.area = parsed.area;
  if (parsed.propertyType) route.propertyType = parsed.propertyType;
  if (parsed.nearMe) route.nearMe = parsed.nearMe;
  if (parsed.sort) route.sort = parsed.sort;
  return route;
}

export function searchTail(route: SearchRoute, style: TailStyle): string[] {
  return buildSearchTail({ ...route, area: route.state ? route.area : undefined }, style);
}

/** "texas-land-for-sale" -> "texas" (land and clean dialects). */
export function stateFromLandForSale(segment: string): string | null {
  const match = /^([a-z0-9-]+)-land-for-sale$/.exec(segment);
  return match?.[1] && stateBySlug(match[1]) ? match[1] : null;
}
