import type { SiteBrand } from '@/lib/brand';
import { linkRows, namedHref, namedLink, type LinkRow, type NavLink, type Translate } from './links';
import { accountLinks, auctionLinks, financeLink, otherSearchLinks, propertyTypeLinks, stateLinks } from './menus';

export interface HeaderMenu {
  id: SiteBrand['header']['menus'][number];
  label: string;
  links: LinkRow[];
  /** Columns of the open desktop menu (the 52 states need three). */
  columns: number;
}

type HeaderActionId = SiteBrand['header']['actions'][number];

export interface HeaderAction extends NavLink {
  /**
   * Always in the desktop bar. The others sit in a "More" menu until the widest screens, so the bar
   * fits every width (SPEC §9 mediumLarge to large).
   */
  primary: boolean;
}

/**
 * SPEC §2.6 account area: 'Log in' and 'Sign up' for everyone in the HTML (the header is the same for
 * every visitor); the browser swaps in the My Account menu and 'Log out' once it knows a user is logged in.
 */
export interface HeaderAccount {
  logIn: NavLink | null;
  signUp: NavLink | null;
  /** The brand's My Account menu (Favorites, Saved Searches, Settings); null when its header has none. */
  menu: { label: string; links: LinkRow[] } | null;
  logOutLabel: string;
  /** Where logging out leads. */
  homeHref: string;
}

export interface HeaderModel {
  actions: HeaderAction[];
  menus: HeaderMenu[];
  account: HeaderAccount;
}

/** Brand-file items the account area shows instead of the bar's links and menus. */
const accountActions: ReadonlySet<HeaderActionId> = new Set(['log-in', 'sign-up']);

/** Adding a listing and the finance center stay in view (as does the account area); the rest may fold into "More". */
const primaryActions: ReadonlySet<HeaderActionId> = new Set(['add-listing', 'finance']);

function actionLink(brand: SiteBrand, action: HeaderActionId, t: Translate): NavLink | null {
  switch (action) {
    case 'search-land':
      return namedLink(brand, 'search-all', t('header.searchLand'));
    case 'search-by-state':
      // Shown as the Search By State menu when the brand has it; otherwise the sitemap lists the states.
      return brand.header.menus.includes('search-by-state') ? null : namedLink(brand, 'sitemap', t('header.searchByState'));
    case 'find-agent':
      return namedLink(brand, 'directory', t('header.findAnAgent'));
    case 'advertise':
      // SPEC §6: advertising a listing starts on the add-listing page (it authenticates first).
      return namedLink(brand, 'add-listing', t('header.advertise'));
    case 'finance':
      return financeLink(brand, t('header.finance'));
    case 'sign-up':
      // No sign-up route exists (SPEC §2.1 lists the screen, not a path): the login page in sign-up mode.
      return namedLink(brand, 'login', t('header.signUp'), { mode: 'signup' });
    case 'log-in':
      return namedLink(brand, 'login', t('header.logIn'));
    case 'add-listing':
      return namedLink(brand, 'add-listing', t('header.addListing'));
  }
}

/** A menu of the bar; My Account belongs to the account area, shown to logged-in users only. */
function menu(brand: SiteBrand, id: Exclude<HeaderMenu['id'], 'my-account'>, t: Translate): HeaderMenu {
  switch (id) {
    case 'property-types':
      return { id, label: t('header.propertyTypes'), links: linkRows(propertyTypeLinks(brand, t)), columns: 1 };
    case 'auctions':
      return { id, label: t('header.auctions'), links: linkRows(auctionLinks(brand, t)), columns: 1 };
    case 'other-searches':
      return { id, label: t('header.otherSearches'), links: linkRows(otherSearchLinks(brand, t)), columns: 1 };
    case 'search-by-state':
      return { id, label: t('header.searchByState'), links: linkRows(stateLinks(brand)), columns: 3 };
  }
}

/**
 * SPEC §2.6 header: the brand file picks which actions and menus appear and in what order; its log-in,
 * sign-up and my-account items make up the account area.
 * `t` takes full message keys (`header.*`, `menuItems.*`).
 */
export function headerModel(brand: SiteBrand, t: Translate): HeaderModel {
  const { actions, menus } = brand.header;
  const link = (action: HeaderActionId) => (actions.includes(action) ? actionLink(brand, action, t) : null);
  return {
    actions: actions.filter((action) => !accountActions.has(action)).flatMap((action) => {
      const found = actionLink(brand, action, t);
      return found ? [{ ...found, primary: primaryActions.has(action) }] : [];
    }),
    menus: menus.flatMap((id) => (id === 'my-account' ? [] : [menu(brand, id, t)])),
    account: {
      logIn: link('log-in'),
      signUp: link('sign-up'),
      menu: menus.includes('my-account') ? { label: t('header.myAccount'), links: linkRows(accountLinks(brand, t)) } : null,
      logOutLabel: t('header.logOut'),
      homeHref: namedHref(brand, 'home'),
    },
  };
}
