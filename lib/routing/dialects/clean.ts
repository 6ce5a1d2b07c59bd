import { buildBrokerListings, parseBrokerListings } from '../broker-listings-segments';
import { buildCommon, parseCommon } from '../common-routes';
import type { Dialect } from '../dialect';
import { buildDirectory, parseDirectory } from '../directory-segments';
import { isSlug, joinPath, parseId, splitPath } from '../path-segments';
import type { Route } from '../route';
import { parseSearch, plainStyle, searchTail, stateFromLandForSale } from '../search-route';

// Recreational site (DESIGN §2 "clean", SPEC §2.3): no trailing slash, /{geo}/pid/{id}, /profile/{name}/{id}.

function parseProfile(rest: readonly string[]): Route | null {
  const [name, idText, c, ...tail] = rest;
  const id = idText ? parseId(idText) : null;
  if (!name || !isSlug(name) || id === null) return null;
  if (c === undefined) return { kind: 'broker-profile', id, name };
  return c === 'properties' ? parseBrokerListings({ id, name }, tail) : null;
}

function parse(pathname: string): Route | null {
  const split = splitPath(pathname);
  if (!split) return null;
  const segments = split.segments.map((s) => s.toLowerCase());
  const [first, second, third, ...more] = segments;
  if (first === undefined) return { kind: 'home' };
  const common = parseCommon(segments, split.segments, true);
  if (common) return common;
  const rest = segments.slice(1);
  if (first === 'land') return parseSearch(undefined, rest, plainStyle);
  const state = stateFromLandForSale(first);
  if (state) return parseSearch(state, rest, plainStyle);
  if ((first === 'pid' || first === 'property') && second && third === undefined) {
    const id = parseId(second);
    return id === null ? null : { kind: 'listing-by-id', id };
  }
  if (second === 'pid' && third && more.length === 0 && isSlug(first)) {
    const id = parseId(third);
    return id === null ? null : { kind: 'property', id, location: first };
  }
  if (first === 'profile') return parseProfile(rest);
  if (first === 'find-agent') return parseDirectory(rest);
  return null;
}

function segmentsOf(route: Route): string[] {
  switch (route.kind) {
    case 'home':
      return [];
    case 'search':
      return [route.state ? `${route.state}-land-for-sale` : 'land', ...searchTail(route, plainStyle)];
    case 'property':
      return [route.location, 'pid', String(route.id)];
    case 'listing-by-id':
      return ['pid', String(route.id)];
    case 'broker-profile':
      return ['profile', route.name, String(route.id)];
    case 'broker-listings':
      return ['profile', route.name, String(route.id), 'properties', ...buildBrokerListings(route)];
    case 'directory':
      return ['find-agent', ...buildDirectory(route)];
    case 'landing':
    case 'broker-search':
      return [];
    default:
      return buildCommon(route, true, false) ?? [];
  }
}

export const cleanDialect: Dialect = {
  name: 'clean',
  trailingSlash: false,
  parse,
  build: (route) => joinPath(segmentsOf(route), false),
};
