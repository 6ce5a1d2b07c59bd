import type { SiteBrand } from '@/lib/brand/schema';
import { hrefFor, type NavLink } from './links';
import { accountLinks, auctionLinks, financeLink, otherSearchLinks, propertyTypeLinks, stateLinks } from './menus';
import { namedRouteTable } from './named-routes';

type Translate = (key: string) => string;

export interface HeaderMenu {
  id: string;
  label: string;
  links: NavLink[];
  columns: number;
}

export interface HeaderModel {
  actions: NavLink[];
  menus: HeaderMenu[];
}

/** SPEC §2.6 header: the brand file picks which actions and menus appear and in what order. */
export function headerModel(brand: SiteBrand, t: Translate): HeaderModel {
  const actions = brand.header.actions.flatMap((action): NavLink[] => {
    switch (action) {
      case 'search-land':
        return [{ label: t('searchLand'), href: hrefFor(brand, namedRouteTable['search-all']) }];
      case 'search-by-state':
        return []; // rendered as the Search By State menu
      case 'find-agent':
        return [{ label: t('findAnAgent'), href: hrefFor(brand, namedRouteTable.directory) }];
      case 'advertise':
        return [{ label: t('advertise'), href: hrefFor(brand, namedRouteTable['add-listing']) }];
      case 'finance': {
        const link = financeLink(brand, t('finance'));
        return link ? [link] : [];
      }
      case 'sign-up':
        return [{ label: t('signUp'), href: hrefFor(brand, namedRouteTable.login, { mode: 'signup' }) }];
      case 'log-in':
        return [{ label: t('logIn'), href: hrefFor(brand, namedRouteTable.login) }];
      case 'add-listing':
        return [{ label: t('addListing'), href: hrefFor(brand, namedRouteTable['add-listing']) }];
    }
  });
  const menus = brand.header.menus.map((menu): HeaderMenu => {
    switch (menu) {
      case 'property-types':
        return { id: menu, label: t('propertyTypes'), links: propertyTypeLinks(brand), columns: 1 };
      case 'auctions':
        return { id: menu, label: t('auctions'), links: auctionLinks(brand), columns: 1 };
      case 'other-searches':
        return { id: menu, label: t('otherSearches'), links: otherSearchLinks(brand), columns: 1 };
      case 'search-by-state':
        return { id: menu, label: t('searchByState'), links: stateLinks(brand), columns: 3 };
      case 'my-account':
        return { id: menu, label: t('myAccount'), links: accountLinks(brand, t), columns: 1 };
    }
  });
  return { actions, menus };
}
