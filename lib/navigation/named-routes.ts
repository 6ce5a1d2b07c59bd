import type { NamedRoute } from '@/lib/brand/schema';
import type { Route } from '@/lib/routing';

const search = (custom: Extract<Route, { kind: 'search' }>['custom'] = []): Route => ({ kind: 'search', custom, page: 0 });

/** What each route name in brand files means; the brand's dialect turns it into a path. */
export const namedRouteTable: Readonly<Record<NamedRoute, Route>> = {
  home: { kind: 'home' },
  'search-all': search(),
  auctions: search(['auctions']),
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
  'lands-connector': { kind: 'lands-connector' },
  'landfeed-docs': { kind: 'landfeed', page: 'docs' },
};
