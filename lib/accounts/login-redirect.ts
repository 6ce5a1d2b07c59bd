import type { SiteBrand } from '@/lib/brand';
import type { Translate } from '@/lib/i18n/translate';
import { hrefFor } from '@/lib/navigation';
import type { RouteOf } from '@/lib/routing';
import { safeReturnPath } from './return-path';

// SPEC §6: account settings, saved searches, favourite properties and the lands connector need a login.
// Without one the visitor goes to the brand's login page with the page they asked for as `origin` and a
// title of the site name followed by the page ("Acrewise Saved Searches").

export const accountPages = ['settings', 'saved-searches', 'saved-properties', 'lands-connector'] as const;
export type AccountPage = (typeof accountPages)[number];

/** The login-required page a route names: /account/ and /account/details/ are both account settings. */
export function accountPageOf(route: RouteOf<'account'> | RouteOf<'lands-connector'>): AccountPage {
  if (route.kind === 'lands-connector') return 'lands-connector';
  return route.section === 'details' ? 'settings' : route.section;
}

/** Message keys of a page's names (`accountPages.titles.*`, `accountPages.loginTitles.*`). */
export const accountPageKeys: Readonly<Record<AccountPage, 'settings' | 'savedSearches' | 'favorites' | 'landsConnector'>> = {
  settings: 'settings',
  'saved-searches': 'savedSearches',
  'saved-properties': 'favorites',
  'lands-connector': 'landsConnector',
};

/** Every page that needs a login: the account pages, and the add-listing page (SPEC §6: it authenticates first). */
export type LoginRequiredPage = AccountPage | 'add-listing';

const loginTitleKeys: Readonly<Record<LoginRequiredPage, string>> = { ...accountPageKeys, 'add-listing': 'addListing' };

/** SPEC §6 login title: "{site name} Account Settings | Saved Searches | Favorite Properties | Lands Connector" (and Add a Listing). */
export function loginTitle(t: Translate, brand: SiteBrand, page: LoginRequiredPage): string {
  return t(`accountPages.loginTitles.${loginTitleKeys[page]}`, { brand: brand.name });
}

/** Where a visitor without a session is sent: the brand's login URL carrying the origin path and the title. */
export function loginRedirectHref(t: Translate, brand: SiteBrand, page: LoginRequiredPage, origin: string): string {
  return hrefFor(brand, { kind: 'login' }, { origin: safeReturnPath(origin), title: loginTitle(t, brand, page) });
}
