import type { SiteBrand } from '@/lib/brand/schema';
import { propertyTypes, type PropertyTypeKey } from '@/lib/domain/property-type';
import { states } from '@/lib/geo/states';
import type { CustomSegment, Route } from '@/lib/routing';
import { hrefFor, type NavLink } from './links';
import { namedRouteTable } from './named-routes';

type Translate = (key: string) => string;

const search = (over: Partial<Extract<Route, { kind: 'search' }>> = {}): Route => ({ kind: 'search', custom: [], page: 0, ...over });
const slugOf = (key: PropertyTypeKey) => propertyTypes.find((t) => t.key === key)?.slug;

// SPEC §2.6 property types menu. Vineyards are a farm type, not a property type: a custom segment.
const propertyTypeMenu: ReadonlyArray<readonly [string, PropertyTypeKey | CustomSegment]> = [
  ['Farms', 'FARM'], ['Ranches', 'RANCH'], ['Residential', 'RESIDENTIAL'], ['Recreational', 'RECREATIONAL'],
  ['Hunting', 'HUNTING'], ['Undeveloped', 'UNDEVELOPED'], ['Horse Property', 'HORSE'], ['Commercial', 'COMMERCIAL'],
  ['Vineyards', 'vineyards'], ['Waterfront', 'WATERFRONT'],
];

const auctionMenu: ReadonlyArray<readonly [string, PropertyTypeKey | null]> = [
  ['All Auctions', null], ['Hunting Auctions', 'HUNTING'], ['Farm Auctions', 'FARM'], ['Home Auctions', 'HOUSE'],
];

const otherSearches: ReadonlyArray<readonly [string, CustomSegment]> = [
  ['Log Cabins', 'log-cabins'], ['Cheap Land', 'cheap-land'], ['Off-Grid', 'off-grid'], ['Mineral Rights', 'mineral-rights'],
];

export function propertyTypeLinks(brand: SiteBrand): NavLink[] {
  return propertyTypeMenu.map(([label, key]) => ({
    label,
    href: hrefFor(brand, key === 'vineyards' ? search({ custom: ['vineyards'] }) : search({ propertyType: slugOf(key as PropertyTypeKey) })),
  }));
}

export function auctionLinks(brand: SiteBrand): NavLink[] {
  return auctionMenu.map(([label, key]) => ({ label, href: hrefFor(brand, search({ custom: ['auctions'], propertyType: key ? slugOf(key) : undefined })) }));
}

export function otherSearchLinks(brand: SiteBrand): NavLink[] {
  const links = otherSearches.map(([label, custom]) => ({ label, href: hrefFor(brand, search({ custom: [custom] })) }));
  // "Land for Sale Near Me" is the national search; the page narrows it with the browser's location (SPEC §2.4).
  links.splice(2, 0, { label: 'Land for Sale Near Me', href: hrefFor(brand, search()) });
  return links;
}

export function stateLinks(brand: SiteBrand): NavLink[] {
  return states.map((s) => ({ label: s.name, href: hrefFor(brand, search({ state: s.slug })) }));
}

/** Footer "by type": every single property type, labelled with the brand's copy. */
export function footerTypeLinks(brand: SiteBrand, t: Translate): NavLink[] {
  return propertyTypes
    .filter((p) => p.key !== 'FARMS_AND_RANCHES' && p.key !== 'WATERFRONT')
    .map((p) => ({ label: t(p.key), href: hrefFor(brand, search({ propertyType: p.slug })) }));
}

export function accountLinks(brand: SiteBrand, t: Translate): NavLink[] {
  return [
    { label: t('favorites'), href: hrefFor(brand, namedRouteTable['saved-properties']) },
    { label: t('savedSearches'), href: hrefFor(brand, namedRouteTable['saved-searches']) },
    { label: t('settings'), href: hrefFor(brand, namedRouteTable['account-settings']) },
  ];
}

/** SPEC §2.6: Finance only where the brand allows it and has a finance center id above 0. */
export function financeLink(brand: SiteBrand, label: string): NavLink | null {
  const { showInHeader, financeId } = brand.financeCenter;
  if (!showInHeader || financeId <= 0) return null;
  return { label, href: hrefFor(brand, namedRouteTable.financing, { fcid: String(financeId) }) };
}
