import { stateBySlug, states } from '@/lib/geo/states';
import { buildBrokerListings, parseBrokerListings } from '../broker-listings-segments';
import { buildCommon, parseCommon, titleCase } from '../common-routes';
import type { Dialect } from '../dialect';
import { parseDirectory, buildDirectory } from '../directory-segments';
import { isSlug, joinPath, parseId, splitPath } from '../path-segments';
import type { LandingRoute, Route } from '../route';
import { parseSearch, plainStyle, searchTail, stateFromLandForSale } from '../search-route';

// Main land site (DESIGN §2 "land"): /texas-land-for-sale/llano-county/, landing pages /Texas, /member/...

const COUNTY_LANDING = /^([a-z0-9]+(?:-[a-z0-9]+)*)-(county|borough|parish)-([a-z]{2})$/;

function parseLanding(segment: string): LandingRoute | null {
  const lower = segment.toLowerCase();
  if (stateBySlug(lower)?.hasLandingPage) return { kind: 'landing', level: 'state', state: lower };
  const county = COUNTY_LANDING.exec(lower);
  if (county?.[1] && county[2] && county[3]) {
    const kind = (county[2].charAt(0).toUpperCase() + county[2].slice(1)) as 'County' | 'Borough' | 'Parish';
    return { kind: 'landing', level: 'county', county: county[1], countyKind: kind, stateAbbreviation: county[3].toUpperCase() };
  }
  if (lower.endsWith('-region') && isSlug(lower.slice(0, -7))) return { kind: 'landing', level: 'region', region: lower.slice(0, -7) };
  return null;
}

function buildLanding(route: LandingRoute): string {
  if (route.level === 'state') return states.find((s) => s.slug === route.state)?.landingSlug ?? titleCase(route.state);
  if (route.level === 'region') return `${titleCase(route.region)}-Region`;
  return `${titleCase(route.county)}-${route.countyKind}-${route.stateAbbreviation}`;
}

function parseMember(rest: readonly string[]): Route | null {
  const [a, b, c, ...tail] = rest;
  if (!a) return null;
  if (b === undefined) {
    const id = parseId(a);
    if (id !== null) return { kind: 'broker-profile', id, name: 'seller' };
    return isSlug(a) ? { kind: 'broker-search', name: a } : null;
  }
  if (!isSlug(a)) return null;
  const id = parseId(b);
  if (id === null) return c === undefined && isSlug(b) ? { kind: 'broker-search', name: b } : null;
  if (c === undefined) return { kind: 'broker-profile', id, name: a };
  return c === 'listings' ? parseBrokerListings({ id, name: a }, tail) : null;
}

function parseProperty(rest: readonly string[]): Route | null {
  const [a, b, more] = rest;
  if (!a || more !== undefined) return null;
  if (b === undefined) {
    const id = parseId(a);
    return id === null ? null : { kind: 'listing-by-id', id };
  }
  const id = parseId(b);
  return id !== null && isSlug(a) ? { kind: 'property', id, location: a } : null;
}

function parse(pathname: string): Route | null {
  const split = splitPath(pathname);
  if (!split) return null;
  const original = split.segments;
  const segments = original.map((s) => s.toLowerCase());
  const [first, ...rest] = segments;
  if (first === undefined) return { kind: 'home' };
  const common = parseCommon(segments, original, false);
  if (common) return common;
  if (first === 'land') return parseSearch(undefined, rest, plainStyle);
  const state = stateFromLandForSale(first);
  if (state) return parseSearch(state, rest, plainStyle);
  if (first === 'property' || first === 'listing') return parseProperty(rest);
  if (first === 'member') return parseMember(rest);
  if (first === 'broker') return parseDirectory(rest);
  return rest.length === 0 ? parseLanding(original[0] ?? '') : null;
}

function segmentsOf(route: Route): string[] {
  switch (route.kind) {
    case 'home':
      return [];
    case 'search':
      return [route.state ? `${route.state}-land-for-sale` : 'land', ...searchTail(route, plainStyle)];
    case 'landing':
      return [buildLanding(route)];
    case 'property':
      return ['property', route.location, String(route.id)];
    case 'listing-by-id':
      return ['property', String(route.id)];
    case 'broker-profile':
      // SPEC §2.2 /member/:brokerId: the id alone when there is no name to show ('seller', the name it reads
      // back as), so that URL is canonical and its page redirects once to the account's own name.
      return route.name === 'seller' ? ['member', String(route.id)] : ['member', route.name, String(route.id)];
    case 'broker-search':
      return ['member', route.name];
    case 'broker-listings':
      return ['member', route.name, String(route.id), 'listings', ...buildBrokerListings(route)];
    case 'directory':
      return ['broker', ...buildDirectory(route)];
    default:
      return buildCommon(route, false, true) ?? [];
  }
}

export const landDialect: Dialect = {
  name: 'land',
  trailingSlash: true,
  parse,
  // SPEC writes landing pages without a trailing slash (/Texas); every other path ends with one.
  build: (route) => joinPath(segmentsOf(route), route.kind !== 'landing'),
};
