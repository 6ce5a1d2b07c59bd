import { propertyTypes, type PropertyTypeKey } from '@/lib/domain';
import type { SearchRoute } from '@/lib/routing';

/** A search route with the defaults every menu link shares (first page, no custom segments). */
export function searchRoute(over: Partial<Omit<SearchRoute, 'kind'>> = {}): SearchRoute {
  return { kind: 'search', custom: [], page: 0, ...over };
}

/** The URL slug of a property type; the menus name types by their SPEC §3 key, never by slug. */
export function propertyTypeSlug(key: PropertyTypeKey): string {
  const type = propertyTypes.find((t) => t.key === key);
  // Unreachable while lib/domain lists every key; fail loudly rather than build a broken link.
  if (!type) throw new Error(`Unknown property type ${key}`);
  return type.slug;
}
