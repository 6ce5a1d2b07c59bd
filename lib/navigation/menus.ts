import type { FooterColumn, SiteBrand } from '@/lib/brand';
import { propertyTypes } from '@/lib/domain';
import { states } from '@/lib/geo/states';
import { enumLabels } from '@/lib/i18n/labels';
import { brandLink, financeCenterQuery, hrefFor, isLink, namedLink, type NavLink, type Translate } from './links';
import {
  accountMenu, auctionMenu, footerTypeOrder, otherSearchMenu, popularStateSlugs, propertyTypeMenu, type MenuItem,
} from './menu-items';
import { searchRoute } from './search-route';

/** Menu data -> links: labels from copy (`t` gets the full message key), paths from the brand's dialect. */
export function menuLinks(brand: SiteBrand, items: readonly MenuItem[], t: Translate, namespace = 'menuItems'): NavLink[] {
  return items.map((item) => ({ label: t(`${namespace}.${item.key}`), href: `${hrefFor(brand, item.route, item.query)}${item.hash ? `#${item.hash}` : ''}` }));
}

export const propertyTypeLinks = (brand: SiteBrand, t: Translate) => menuLinks(brand, propertyTypeMenu, t);
export const auctionLinks = (brand: SiteBrand, t: Translate) => menuLinks(brand, auctionMenu, t);
export const otherSearchLinks = (brand: SiteBrand, t: Translate) => menuLinks(brand, otherSearchMenu, t);
export const accountLinks = (brand: SiteBrand, t: Translate) => menuLinks(brand, accountMenu, t, 'header');

/** Search By State: every state (50, DC and Puerto Rico), alphabetically. */
export function stateLinks(brand: SiteBrand): NavLink[] {
  return states.map((s) => ({ label: s.name, href: hrefFor(brand, searchRoute({ state: s.slug })) }));
}

/**
 * The footer's order of states and property types by popularity (SPEC §7 popular names,
 * lib/search/popular-names.ts), most popular first; null keeps the built-in order (a failed read is ignored).
 */
export interface FooterRanking {
  stateIds: readonly number[];
  propertyTypeIds: readonly number[];
}

/** Orders items by their place in `ranking`; items it does not name keep their order after those it does. */
function rankedBy<T>(items: readonly T[], idOf: (item: T) => number, ranking: readonly number[] | undefined): T[] {
  if (!ranking) return [...items];
  const place = new Map(ranking.map((id, i) => [id, i]));
  return items.map((item, i) => ({ item, i })).sort((a, b) => (place.get(idOf(a.item)) ?? ranking.length + a.i) - (place.get(idOf(b.item)) ?? ranking.length + b.i)).map(({ item }) => item);
}

/** Footer states column: the popular states first, so the collapsed list shows them (SPEC §2.6). */
export function footerStateLinks(brand: SiteBrand, ranking?: FooterRanking | null): NavLink[] {
  const rank = (slug: string) => {
    const i = popularStateSlugs.indexOf(slug);
    return i === -1 ? popularStateSlugs.length : i;
  };
  const builtIn = [...states].sort((a, b) => rank(a.slug) - rank(b.slug) || a.name.localeCompare(b.name));
  return rankedBy(builtIn, (s) => s.id, ranking?.stateIds).map((s) => ({ label: s.name, href: hrefFor(brand, searchRoute({ state: s.slug })) }));
}

/** Footer "by type": single property types (plus waterfront) with the brand's labels ("Oceanfront" on rec), the popular first. */
export function footerTypeLinks(brand: SiteBrand, t: Translate, ranking?: FooterRanking | null): NavLink[] {
  const types = footerTypeOrder.flatMap((key) => propertyTypes.filter((p) => p.key === key));
  return rankedBy(types, (type) => type.id, ranking?.propertyTypeIds).map((type) => ({ label: enumLabels(t).propertyType(type.id), href: hrefFor(brand, searchRoute({ propertyType: type.slug })) }));
}

/** The links of one brand-file footer column; the column's collapsedCount stays with the component. */
export function footerColumnLinks(brand: SiteBrand, column: FooterColumn, t: Translate, ranking?: FooterRanking | null): NavLink[] {
  switch (column.kind) {
    case 'states':
      return footerStateLinks(brand, ranking);
    case 'property-types':
      return footerTypeLinks(brand, t, ranking);
    case 'links':
      return column.links.map((link) => brandLink(brand, link)).filter(isLink);
  }
}

/** SPEC §2.6: Finance only where the brand's finance center shows in the header and its id is above 0. */
export function financeLink(brand: SiteBrand, label: string): NavLink | null {
  const query = financeCenterQuery(brand);
  if (!brand.financeCenter.showInHeader || !query) return null;
  return namedLink(brand, 'financing', label, query);
}
