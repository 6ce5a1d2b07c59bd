import type { FooterColumn, SiteBrand } from '@/lib/brand';
import { propertyTypes } from '@/lib/domain';
import { states } from '@/lib/geo/states';
import { enumLabels } from '@/lib/i18n/labels';
import { brandLink, hrefFor, isLink, namedLink, type NavLink, type Translate } from './links';
import {
  accountMenu, auctionMenu, footerTypeOrder, otherSearchMenu, popularStateSlugs, propertyTypeMenu, type MenuItem,
} from './menu-items';
import { searchRoute } from './search-route';

/** Menu data -> links: labels from copy (`t` gets the full message key), paths from the brand's dialect. */
export function menuLinks(brand: SiteBrand, items: readonly MenuItem[], t: Translate, namespace = 'menuItems'): NavLink[] {
  return items.map((item) => ({ label: t(`${namespace}.${item.key}`), href: hrefFor(brand, item.route, item.query) }));
}

export const propertyTypeLinks = (brand: SiteBrand, t: Translate) => menuLinks(brand, propertyTypeMenu, t);
export const auctionLinks = (brand: SiteBrand, t: Translate) => menuLinks(brand, auctionMenu, t);
export const otherSearchLinks = (brand: SiteBrand, t: Translate) => menuLinks(brand, otherSearchMenu, t);
export const accountLinks = (brand: SiteBrand, t: Translate) => menuLinks(brand, accountMenu, t, 'header');

/** Search By State: every state (50, DC and Puerto Rico), alphabetically. */
export function stateLinks(brand: SiteBrand): NavLink[] {
  return states.map((s) => ({ label: s.name, href: hrefFor(brand, searchRoute({ state: s.slug })) }));
}

/** Footer states column: the popular states first, so the collapsed list shows them (SPEC §2.6). */
export function footerStateLinks(brand: SiteBrand): NavLink[] {
  const rank = (slug: string) => {
    const i = popularStateSlugs.indexOf(slug);
    return i === -1 ? popularStateSlugs.length : i;
  };
  const ordered = [...states].sort((a, b) => rank(a.slug) - rank(b.slug) || a.name.localeCompare(b.name));
  return ordered.map((s) => ({ label: s.name, href: hrefFor(brand, searchRoute({ state: s.slug })) }));
}

/** Footer "by type": single property types (plus waterfront) with the brand's labels ("Oceanfront" on rec). */
export function footerTypeLinks(brand: SiteBrand, t: Translate): NavLink[] {
  return footerTypeOrder.flatMap((key) => {
    const type = propertyTypes.find((p) => p.key === key);
    return type ? [{ label: enumLabels(t).propertyType(type.id), href: hrefFor(brand, searchRoute({ propertyType: type.slug })) }] : [];
  });
}

/** The links of one brand-file footer column; the column's collapsedCount stays with the component. */
export function footerColumnLinks(brand: SiteBrand, column: FooterColumn, t: Translate): NavLink[] {
  switch (column.kind) {
    case 'states':
      return footerStateLinks(brand);
    case 'property-types':
      return footerTypeLinks(brand, t);
    case 'links':
      return column.links.map((link) => brandLink(brand, link)).filter(isLink);
  }
}

/** SPEC §2.6: Finance only where the brand's finance center shows in the header and its id is above 0. */
export function financeLink(brand: SiteBrand, label: string): NavLink | null {
  const { showInHeader, financeId } = brand.financeCenter;
  if (!showInHeader || financeId <= 0) return null;
  return namedLink(brand, 'financing', label, { fcid: String(financeId) });
}
