import { stateBySlug } from '@/lib/geo/states';
import { buildBrokerListings, parseBrokerListings } from '../broker-listings-segments';
import { splitNameAndId } from '../broker-segments';
import { buildCommon, parseCommon } from '../common-routes';
import type { Dialect } from '../dialect';
import { buildDirectory, parseDirectory } from '../directory-segments';
import { joinPath, parseId, splitPath } from '../path-segments';
import type { Route, SearchRoute } from '../route';
import { classicStyle, parseSearch, searchTail } from '../search-route';

// Farm-and-ranch site (DESIGN §2 "classic", SPEC §2.4): /search/texas/llano-county/hunting-property-for-sale/

function parseSearchPath(rest: readonly string[]): SearchRoute | null {
  const [first, ...tail] = rest;
  if (first === undefined) return parseSearch(undefined, [], classicStyle);
  if (first === 'all-land') return parseSearch(undefined, tail, classicStyle);
  if (stateBySlug(first)) return parseSearch(first, tail, classicStyle);
  return parseSearch(undefined, rest, classicStyle);
}

function buildSearchPath(route: SearchRoute): string[] {
  const tail = searchTail(route, classicStyle);
  if (route.state) return ['search', route.state, ...tail];
  // "/search/all-land/" with no criteria (SPEC §2.4); types and custom segments stand alone: /search/auctions/
  return route.propertyType || route.custom.length > 0 ? ['search', ...tail] : ['search', 'all-land', ...tail];
}

function parseProperty(rest: readonly string[]): Route | null {
  const [a, more] = rest;
  if (!a || more !== undefined) return null;
  const id = parseId(a);
  if (id !== null) return { kind: 'listing-by-id', id };
  const split = splitNameAndId(a);
  return split ? { kind: 'property', id: split.id, location: split.name } : null;
}

function parseBroker(rest: readonly string[]): Route | null {
  const [a, b, ...tail] = rest;
  const split = a ? splitNameAndId(a) : null;
  if (!split) return null;
  if (b === undefined) return { kind: 'broker-profile', id: split.id, name: split.name };
  return b === 'land' ? parseBrokerListings(split, tail) : null;
}

function parse(pathname: string): Route | null {
  const split = splitPath(pathname);
  if (!split) return null;
  const segments = split.segments.map((s) => s.toLowerCase());
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  const common = parseCommon(segments, split.segments, false);
  if (common) return common;
  if (first === 'search') return parseSearchPath(rest);
  if (first === 'property' || first === 'listing') return parseProperty(rest);
  if (first === 'broker') return parseBroker(rest);
  if (first === 'real-estate-agents') return parseDirectory(rest);
  return null;
}

function segmentsOf(route: Route): string[] {
  switch (route.kind) {
    case 'home':
      return [];
    case 'search':
      return buildSearchPath(route);
    case 'property':
      return ['property', `${route.location}-${route.id}`];
    case 'listing-by-id':
      return ['property', String(route.id)];
    case 'broker-profile':
      return ['broker', `${route.name}-${route.id}`];
    case 'broker-listings':
      return ['broker', `${route.name}-${route.id}`, 'land', ...buildBrokerListings(route)];
    case 'directory':
      return ['real-estate-agents', ...buildDirectory(route)];
    case 'landing':
    case 'broker-search':
      // Main-land-only kinds: the nearest equivalent here is the home page.
      return [];
    default:
      return buildCommon(route, false, false) ?? [];
  }
}

export const classicDialect: Dialect = {
  name: 'classic',
  trailingSlash: true,
  parse,
  build: (route) => joinPath(segmentsOf(route), true),
};
