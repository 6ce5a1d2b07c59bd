import type { PropertyTypeKey } from '@/lib/domain';
import { NEAR_ME_HASH } from '@/lib/near-me';
import type { Route } from '@/lib/routing';
import { propertyTypeSlug, searchRoute } from './search-route';

/** One menu entry as data: a `menuItems.*` message key, the Route it opens and an optional query. */
export interface MenuItem {
  key: string;
  route: Route;
  query?: Readonly<Record<string, string>>;
  /** A fragment for the browser alone (the server never sees it, so the page stays cached the same). */
  hash?: string;
}

const byType = (key: string, typeKey: PropertyTypeKey): MenuItem => ({
  key,
  route: searchRoute({ propertyType: propertyTypeSlug(typeKey) }),
});

// SPEC §2.6 property types menu, in the spec's order.
export const propertyTypeMenu: readonly MenuItem[] = [
  byType('farms', 'FARM'),
  byType('ranches', 'RANCH'),
  byType('residential', 'RESIDENTIAL'),
  byType('recreational', 'RECREATIONAL'),
  byType('hunting', 'HUNTING'),
  byType('undeveloped', 'UNDEVELOPED'),
  byType('horseProperty', 'HORSE'),
  byType('commercial', 'COMMERCIAL'),
  // Vineyards are a farm type (SPEC §3), not a property type: a custom segment of the search path.
  { key: 'vineyards', route: searchRoute({ custom: ['vineyards'] }) },
  byType('waterfront', 'WATERFRONT'),
];

// SPEC §2.6 auctions menu: all, hunting, farms, home. Auctions are a custom segment (SPEC §2.4).
const auction = (key: string, typeKey?: PropertyTypeKey): MenuItem => ({
  key,
  route: searchRoute({ custom: ['auctions'], propertyType: typeKey ? propertyTypeSlug(typeKey) : undefined }),
});
export const auctionMenu: readonly MenuItem[] = [
  auction('allAuctions'),
  auction('huntingAuctions', 'HUNTING'),
  auction('farmAuctions', 'FARM'),
  auction('homeAuctions', 'HOUSE'),
];


// SPEC §2.6 other searches. Criteria the Route cannot carry travel as custom segments that the
// search service interprets (docs/site-chrome.md lists the meaning of each).
export const otherSearchMenu: readonly MenuItem[] = [
  { key: 'logCabins', route: searchRoute({ custom: ['log-cabins'] }) },
  { key: 'cheapLand', route: searchRoute({ custom: ['cheap-land'] }) },
  // SPEC §2.4: "near me" is the all-land search, rewritten to the visitor's zip once it is known
  // (lib/near-me: the browser rewrites the link, or the all-land search moves on to the zip).
  { key: 'landNearMe', route: searchRoute(), hash: NEAR_ME_HASH },
  { key: 'offGrid', route: searchRoute({ custom: ['off-grid'] }) },
  { key: 'mineralRights', route: searchRoute({ custom: ['mineral-rights'] }) },
];

// SPEC §2.6 My Account; the dialect decides the trailing slash (/account/savedproperties/ or without).
export const accountMenu: readonly MenuItem[] = [
  { key: 'favorites', route: { kind: 'account', section: 'saved-properties', page: 0 } },
  { key: 'savedSearches', route: { kind: 'account', section: 'saved-searches', page: 0 } },
  { key: 'settings', route: { kind: 'account', section: 'details', page: 0 } },
];

/**
 * "Popular States" columns open with these (by rural-land listing volume); the remaining states
 * follow alphabetically. SPEC §7 names a popular-states call; this static order stands in for it.
 */
export const popularStateSlugs: readonly string[] = [
  'texas', 'tennessee', 'north-carolina', 'georgia', 'missouri',
  'florida', 'virginia', 'arkansas', 'colorado', 'michigan',
];

/** Footer "by type" order: the header menu's types first, then the remaining single types. */
export const footerTypeOrder = [
  'FARM', 'RANCH', 'RESIDENTIAL', 'RECREATIONAL', 'HUNTING', 'UNDEVELOPED', 'HORSE', 'COMMERCIAL',
  'WATERFRONT', 'TIMBERLAND', 'LAKEFRONT', 'RIVERFRONT', 'BEACHFRONT', 'HOMESITES', 'HOUSE',
] as const satisfies readonly PropertyTypeKey[];
