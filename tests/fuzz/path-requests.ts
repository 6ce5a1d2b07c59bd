import fc from 'fast-check';
import { atomicPropertyTypes } from '@/lib/domain/property-type';
import { customSegments, dialects, memberTypeSegments, type Dialect, type Route } from '@/lib/routing';
import { listingSorts } from '@/lib/routing/search-segments';
import { routeArbitrary } from '../unit/lib/routing/arbitraries';
import { brokenSegments, queryTail, segment } from './adversarial-segments';
import { filePath } from './file-paths';
import type { FuzzBrand } from './fuzz-brands';
import type { FuzzRequest } from './fuzz-request';
import { landingSlug, statePlace } from './places';

// Family (a): GET paths on the brand's own host: valid paths of every dialect, the same paths bent
// out of shape, random segments, and files, APIs and internals outside the proxy's routes.

const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined, freq: 2 });

/** Search routes on real places, so the place lookup and the SQL run. */
const realSearch: fc.Arbitrary<Route> = fc
  .record({
    place: statePlace,
    withArea: fc.boolean(),
    propertyType: opt(fc.constantFrom(...atomicPropertyTypes.map((t) => t.slug))),
    custom: fc.subarray([...customSegments], { maxLength: 2 }),
    sort: opt(fc.constantFrom(...listingSorts)),
    page: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 5 }), fc.constantFrom(99_999, 100_000)),
  })
  .map(({ place, withArea, ...rest }): Route => ({ kind: 'search', state: place.state, ...(withArea ? { area: place.area } : {}), ...rest }));

/** Seeded seller ids (the fuzz inventory has a few hundred accounts) with right, wrong and hostile name slugs. */
const brokerId = fc.oneof(fc.integer({ min: 1, max: 400 }), fc.constantFrom(2 ** 31, Number.MAX_SAFE_INTEGER));
const brokerName = fc.oneof(fc.constantFrom('seller', 'john-smith', 'a', 'x'.repeat(120)), fc.stringMatching(/^[a-z0-9]{1,12}(?:-[a-z0-9]{1,12}){0,2}$/));
const realBroker: fc.Arbitrary<Route> = fc.oneof(
  fc.record({ id: brokerId, name: brokerName }).map(({ id, name }): Route => ({ kind: 'broker-profile', id, name })),
  fc.record({ id: brokerId, name: brokerName, sort: opt(fc.constantFrom(...listingSorts)), page: fc.constantFrom(0, 1, 2, 9999) })
    .map(({ sort, ...rest }): Route => ({ kind: 'broker-listings', ...rest, ...(sort ? { sort } : {}) })),
);

/** Directory pages of real places, member types and sorts: the directory's SQL runs. */
const realDirectory: fc.Arbitrary<Route> = fc
  .record({
    place: opt(statePlace),
    withArea: fc.boolean(),
    memberType: opt(fc.constantFrom(...memberTypeSegments)),
    sort: opt(fc.constantFrom('sort-az', 'sort-za', 'sort-listings-high', 'sort-price-high', 'sort-acres-high')),
    page: fc.constantFrom(0, 1, 2, 9999, 100_000),
  })
  .map(({ place, withArea, memberType, sort, page }): Route => ({
    kind: 'directory', page,
    ...(place ? { state: place.state, ...(withArea && place.area.type !== 'zip' ? { area: place.area } : {}) } : {}),
    ...(memberType ? { memberType } : {}), ...(sort ? { sort } : {}),
  }));

/** The directory's name search with hostile text. */
const nameQuery = fc.constantFrom('', '?name=smith', '?name=%00', '?name=%', '?name=a&name=b', `?name=${'x'.repeat(8000)}`, '?name=%E2%80%AE%F0%9F%98%80', "?name=o'neil%20%26%20sons", '?name=*%3A*%7C!');

const realLanding: fc.Arbitrary<Route> = landingSlug.map((slug): Route => ({ kind: 'landing', level: 'state', state: slug.toLowerCase() }));

function buildSafely(dialect: Dialect, route: Route): string {
  try {
    return dialect.build(route);
  } catch {
    return '/';
  }
}

/** Bends a valid path: case, slashes, encodings, an extra or replaced segment. */
const bend = (path: string) =>
  fc
    .tuple(
      fc.constantFrom('upper', 'double-slash', 'toggle-slash', 'insert', 'replace', 'encode-letter', 'dot', 'repeat'),
      fc.oneof(segment, fc.constantFrom(...brokenSegments)),
      fc.nat(),
    )
    .map(([how, extra, at]) => {
      const parts = path.split('/');
      const i = 1 + (at % Math.max(1, parts.length - 1));
      switch (how) {
        case 'upper': return path.toUpperCase();
        case 'double-slash': return `/${path}`.replace(/\/([^/]*)$/, '//$1');
        case 'toggle-slash': return path.endsWith('/') ? path.slice(0, -1) || '/' : `${path}/`;
        case 'insert': return [...parts.slice(0, i), extra, ...parts.slice(i)].join('/');
        case 'replace': return [...parts.slice(0, i), extra, ...parts.slice(i + 1)].join('/');
        case 'encode-letter': return path.replace(/[a-z]/, (c) => `%${c.charCodeAt(0).toString(16)}`);
        case 'dot': return `${path}/.`;
        case 'repeat': return `${path}${path.slice(1)}`;
      }
    });

export function pathRequests(brand: FuzzBrand, brandKeys: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const own = (route: fc.Arbitrary<Route>) => route.map((r) => buildSafely(brand.dialect, r));
  const ownPath = fc.oneof(
    { weight: 3, arbitrary: own(routeArbitrary(brand.dialect.name)) },
    { weight: 3, arbitrary: own(realSearch) },
    { weight: 1, arbitrary: own(realLanding) },
    { weight: 1, arbitrary: own(realBroker) },
    { weight: 1, arbitrary: fc.tuple(own(realDirectory), nameQuery).map(([path, query]) => `${path}${query}`) },
  );
  const otherDialect = fc.tuple(fc.constantFrom(...Object.values(dialects)), routeArbitrary('land')).map(([d, r]) => buildSafely(d, r));
  const randomPath = fc
    .tuple(fc.oneof({ weight: 8, arbitrary: fc.array(segment, { maxLength: 8 }) }, { weight: 1, arbitrary: fc.array(segment, { minLength: 17, maxLength: 40 }) }), fc.constantFrom('', '/', '//'))
    .map(([parts, end]) => `/${parts.join('/')}${parts.length ? end : ''}`);
  const path = fc.oneof(
    { weight: 3, arbitrary: ownPath },
    { weight: 1, arbitrary: otherDialect },
    { weight: 3, arbitrary: ownPath.chain(bend) },
    { weight: 3, arbitrary: randomPath },
    { weight: 4, arbitrary: filePath(brand, brandKeys) },
  );
  return fc.tuple(path, queryTail).map(([p, tail]): FuzzRequest => ({ family: 'path', method: 'GET', path: `${p}${tail}`, host: brand.host, headers: {} }));
}
