import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalizeFor, dialects, sameRoute, type DialectName, type Route } from '@/lib/routing';
import { routeArbitrary } from './arbitraries';

// DESIGN §2: an old-dialect URL (another brand's form of a route) redirects 308 to the host's form.

const names: DialectName[] = ['land', 'classic', 'clean'];
const pairs = names.flatMap((from) => names.filter((to) => to !== from).map((to) => [from, to] as const));

/** The host has a page for the route: its own path reads back as the same route (no landing pages off land). */
const hostHas = (host: DialectName, route: Route) => sameRoute(dialects[host].parse(dialects[host].build(route)), route);

// The one path two dialects read differently: land's directory page n, classic's broker "page" #n.
const DIRECTORY_OR_BROKER_PAGE = /^\/broker\/page-\d+\/$/;

describe.each(pairs)('a %s path requested on a %s brand', (from, host) => {
  it('means the same route there, or redirects to the host brand\'s path of that route', () => {
    fc.assert(
      fc.property(routeArbitrary(from), (route) => {
        const path = dialects[from].build(route);
        const result = canonicalizeFor(host, path);
        if (result && sameRoute(result.route, route)) {
          expect(result.canonicalPath).toBe(dialects[host].build(route));
          expect(result.redirect).toBe(result.canonicalPath !== path);
          return;
        }
        // Otherwise only two reasons: the host has no such page (a 404, never a redirect home), or
        // the path is the one both older dialects use with different meanings.
        if (!hostHas(host, route)) expect(result).toBeNull();
        else expect(path).toMatch(DIRECTORY_OR_BROKER_PAGE);
      }),
      { numRuns: 1500 },
    );
  });

  it('keeps the meaning the host\'s own dialect gives a path', () => {
    fc.assert(
      fc.property(routeArbitrary(from), (route) => {
        const path = dialects[from].build(route);
        const own = dialects[host].parse(path);
        if (own) expect(canonicalizeFor(host, path)?.route).toEqual(own);
      }),
      { numRuns: 1000 },
    );
  });
});

describe.each(names)('cross-dialect canonical form on %s', (host) => {
  it('never throws on arbitrary input and redirects only to a path that needs no further redirect', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.string({ unit: 'binary' }).map((s) => `/${s}`)), (path) => {
        const result = canonicalizeFor(host, path);
        if (result?.redirect) expect(canonicalizeFor(host, result.canonicalPath)?.redirect).toBe(false);
      }),
      { numRuns: 1000 },
    );
  });
});

describe('old-dialect examples (DESIGN §2 table)', () => {
  it.each([
    ['land', '/search/texas/', '/texas-land-for-sale/'],
    ['land', '/search/texas/llano-county/hunting-property-for-sale/page-2/', '/texas-land-for-sale/llano-county/hunting-property/page-2/'],
    ['land', '/search/all-land/', '/land/'],
    ['land', '/llano-county-tx/pid/123', '/property/llano-county-tx/123/'],
    ['land', '/property/llano-county-tx-123/', '/property/llano-county-tx/123/'],
    ['land', '/broker/jane-doe-55/', '/member/jane-doe/55/'],
    ['land', '/profile/jane-doe/55/properties', '/member/jane-doe/55/listings/'],
    ['land', '/profile/jane-doe/55/properties/sort-newest/page-2', '/member/jane-doe/55/listings/sort-newest/page-2/'],
    ['classic', '/member/jane-doe/55/listings/sort-price-low/', '/broker/jane-doe-55/land/sort-price-low/'],
    ['land', '/real-estate-agents/texas/brokers/', '/broker/texas/brokers/'],
    ['land', '/find-agent/texas', '/broker/texas/'],
    ['land', '/add-listing', '/addlisting/'],
    ['classic', '/texas-land-for-sale/', '/search/texas/'],
    ['classic', '/texas-land-for-sale', '/search/texas/'],
    ['classic', '/Texas-Land-For-Sale/Llano-County/', '/search/texas/llano-county/'],
    ['classic', '/land/', '/search/all-land/'],
    ['classic', '/member/jane-doe/55/', '/broker/jane-doe-55/'],
    ['classic', '/broker/texas/', '/real-estate-agents/texas/'],
    ['classic', '/llano-county-tx/pid/123', '/property/llano-county-tx-123/'],
    ['clean', '/search/texas', '/texas-land-for-sale'],
    ['clean', '/search/texas/', '/texas-land-for-sale'],
    ['clean', '/broker/jane-doe-55/land/', '/profile/jane-doe/55/properties'],
    ['clean', '/broker/jane-doe-55/land/sort-acres-low/page-1/', '/profile/jane-doe/55/properties/sort-acres-low/page-1'],
    ['clean', '/member/jane-doe/55/', '/profile/jane-doe/55'],
    ['clean', '/real-estate-agents/', '/find-agent'],
  ] as const)('%s: %s -> 308 %s', (host, path, canonical) => {
    expect(canonicalizeFor(host, path)).toMatchObject({ canonicalPath: canonical, redirect: true });
  });

  it('keeps the host\'s own meaning: land\'s /broker/ is its directory, farm\'s is a broker profile', () => {
    expect(canonicalizeFor('land', '/broker/page-2/')?.route).toEqual({ kind: 'directory', page: 2 });
    expect(canonicalizeFor('classic', '/broker/page-2/')?.route).toEqual({ kind: 'broker-profile', id: 2, name: 'page' });
    expect(canonicalizeFor('land', '/land/')).toMatchObject({ redirect: false, route: { kind: 'search' } });
  });

  it('answers 404 (null) for a path two other dialects read differently, and for pages the host lacks', () => {
    expect(canonicalizeFor('clean', '/broker/page-2/')).toBeNull();
    expect(canonicalizeFor('classic', '/Texas')).toBeNull();
    expect(canonicalizeFor('clean', '/Llano-County-TX')).toBeNull();
    expect(canonicalizeFor('clean', '/member/acme/')).toBeNull();
    expect(canonicalizeFor('clean', '/sitemap/featured-listing/TX/')).toBeNull();
  });
});
