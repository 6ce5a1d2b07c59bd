// Public surface of lib/navigation: every internal link the chrome renders is built here.
export { brandLink, hrefFor, namedHref, type NavLink, type Translate } from './links';
export { namedRouteTable, routeForName } from './named-routes';
export { propertyTypeSlug, searchRoute } from './search-route';
export { NEAR_ME_QUERY, type MenuItem } from './menu-items';
export {
  accountLinks, auctionLinks, financeLink, footerColumnLinks, footerStateLinks, footerTypeLinks, menuLinks,
  otherSearchLinks, propertyTypeLinks, stateLinks,
} from './menus';
export { headerModel, type HeaderAccount, type HeaderMenu, type HeaderModel } from './header-model';
export { FAILING_URL_QUERY, isErrorPage, renderErrorRedirect } from './error-redirect';

/** The id of the page's <main>, the skip link's target. */
export const MAIN_CONTENT_ID = 'main';
