import type { NamedRoute } from '@/lib/brand';
import type { Route } from '@/lib/routing';
import { searchRoute } from './search-route';

/** What each route name in brand files means; the brand's dialect turns the Route into a path. */
export const namedRouteTable: Readonly<Record<NamedRoute, Route>> = {
  home: { kind: 'home' },
  'search-all': searchRoute(),
  auctions: searchRoute({ custom: ['auctions'] }),
  directory: { kind: 'directory', page: 0 },
  'add-listing': { kind: 'add-listing' },
  financing: { kind: 'financing' },
  login: { kind: 'login' },
  sitemap: { kind: 'sitemap', scope: 'root' },
  'terms-of-use': { kind: 'terms', page: 'use' },
  'advertising-terms': { kind: 'terms', page: 'advertising' },
  'photo-terms': { kind: 'terms', page: 'photos' },
  'account-settings': { kind: 'account', section: 'details', page: 0 },
  'saved-searches': { kind: 'account', section: 'saved-searches', page: 0 },
  'saved-properties': { kind: 'account', section: 'saved-properties', page: 0 },
  // SPEC §6: "Manage Listings" leads to the property control center, which is the lands connector.
  'lands-connector': { kind: 'lands-connector' },
  'landfeed-docs': { kind: 'landfeed', page: 'docs' },
  'contact-us': { kind: 'content', page: 'contact-us' },
  'privacy-notice': { kind: 'content', page: 'privacy-notice' },
  'cookie-policy': { kind: 'content', page: 'cookie-policy' },
  'privacy-rights': { kind: 'content', page: 'privacy-rights' },
  advertise: { kind: 'content', page: 'advertise' },
  'seller-resources': { kind: 'content', page: 'seller-resources' },
};

export function routeForName(name: NamedRoute): Route {
  return namedRouteTable[name];
}
