import type { SiteBrand } from '@/lib/brand/schema';
import { namedHref, type NavLink, type Translate } from './links';
import { accountLinks, auctionLinks, financeLink, otherSearchLinks, propertyTypeLinks, stateLinks } from './menus';

export interface HeaderMenu {
  id: SiteBrand['header']['menus'][number];
  label: string;
  links: NavLink[];
  /** Columns of the open desktop menu (the 52 states need three). */
  columns: number;
}

export interface HeaderAction extends NavLink {
  /**
   * Always in the desktop bar. The others sit in a "More" menu until the widest screens, so the bar
   * fits every width (SPEC §9 mediumLarge to large).
   */
  primary: boolean;
}

export interface HeaderModel {
  actions: HeaderAction[];
  menus: HeaderMenu[];
}

type HeaderActionId = SiteBrand['header']['actions'][number];

/** Logging in, adding a listing and the finance center stay in view; the rest may fold into "More". */
const primaryActions: ReadonlySet<HeaderActionId> = new Set(['log-in', 'add-listing', 'finance']);

function actionLink(brand: SiteBrand, action: HeaderActionId, t: Translate): NavLink | null {
  switch (action) {
    case 'search-land':
      return { label: t('header.searchLand'), href: namedHref(brand, 'search-all') };
    case 'search-by-state':
      // Shown as the Search By State menu when the brand has it; otherwise the sitemap lists the states.
      return brand.header.menus.includes('search-by-state') ? null : { label: t('header.searchByState'), href: namedHref(brand, 'sitemap') };
    case 'find-agent':
      return { label: t('header.findAnAgent'), href: namedHref(brand, 'directory') };
    case 'advertise':
      // SPEC §6: advertising a listing starts on the add-listing page (it authenticates first).
      return { label: t('header.advertise'), href: namedHref(brand, 'add-listing') };
    case 'finance':
      return financeLink(brand, t('header.finance'));
    case 'sign-up':
      // No sign-up route exists (SPEC §2.1 lists the screen, not a path): the login page in sign-up mode.
      return { label: t('header.signUp'), href: namedHref(brand, 'login', { mode: 'signup' }) };
    case 'log-in':
      return { label: t('header.logIn'), href: namedHref(brand, 'login') };
    case 'add-listing':
      return { label: t('header.addListing'), href: namedHref(brand, 'add-listing') };
  }
}

function menu(brand: SiteBrand, id: HeaderMenu['id'], t: Translate): HeaderMenu {
  switch (id) {
    case 'property-types':
      return { id, label: t('header.propertyTypes'), links: propertyTypeLinks(brand, t), columns: 1 };
    case 'auctions':
      return { id, label: t('header.auctions'), links: auctionLinks(brand, t), columns: 1 };
    case 'other-searches':
      return { id, label: t('header.otherSearches'), links: otherSearchLinks(brand, t), columns: 1 };
    case 'search-by-state':
      return { id, label: t('header.searchByState'), links: stateLinks(brand), columns: 3 };
    case 'my-account':
      return { id, label: t('header.myAccount'), links: accountLinks(brand, t), columns: 1 };
  }
}

/**
 * SPEC §2.6 header: the brand file picks which actions and menus appear and in what order.
 * `t` takes full message keys (`header.*`, `menuItems.*`).
 */
export function headerModel(brand: SiteBrand, t: Translate): HeaderModel {
  return {
    actions: brand.header.actions.flatMap((action) => {
      const link = actionLink(brand, action, t);
      return link ? [{ ...link, primary: primaryActions.has(action) }] : [];
    }),
    menus: brand.header.menus.map((id) => menu(brand, id, t)),
  };
}
