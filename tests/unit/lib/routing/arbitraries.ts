import fc from 'fast-check';
import { atomicPropertyTypes } from '@/lib/domain/property-type';
import { DirectorySort } from '@/lib/domain/sort-order';
import { states } from '@/lib/geo/states';
import { accountSections, customSegments, memberTypeSegments, type DialectName, type Route } from '@/lib/routing';
import { listingSorts } from '@/lib/routing/search-segments';

// Routes valid for a dialect, for round-trip properties. Main-land-only kinds appear only for 'land'.

const word = fc.stringMatching(/^[a-z][a-z0-9]{0,7}$/);
const slug = fc.array(word, { minLength: 1, maxLength: 3 }).map((w) => w.join('-'));
const id = fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER });
const page = fc.integer({ min: 0, max: 500 });
const stateSlug = fc.constantFrom(...states.map((s) => s.slug));
const coordinate = (limit: number) => fc.integer({ min: -limit * 10, max: limit * 10 }).map((n) => n / 10 || 0);
const opt = <T>(arb: fc.Arbitrary<T>) => fc.option(arb, { nil: undefined });

/**
 * A place segment never has the shape of a near-me coordinate, "lat30.5" or "long-97" (parseArea in
 * lib/routing/search-segments.ts reserves it): no Census place name starts with lat or long and a digit.
 */
const placeShaped = (s: string) => !/^(lat|long)-?\d/.test(s);

const area = fc.oneof(
  word.filter(placeShaped).map((w) => ({ type: 'county' as const, slug: `${w}-county` })),
  slug.filter((s) => !/-(county|parish|borough|region|census-area|municipio|municipality|city-and-borough)$/.test(s) && placeShaped(s)).map((s) => ({ type: 'city' as const, slug: s })),
  slug.filter(placeShaped).map((s) => ({ type: 'region' as const, slug: s })),
  fc.integer({ min: 10000, max: 99999 }).map((n) => ({ type: 'zip' as const, slug: String(n) })),
);

const clean = <T extends object>(o: T): T => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as T;

const search = fc
  .record({
    state: opt(stateSlug),
    area: opt(area),
    propertyType: opt(fc.constantFrom(...atomicPropertyTypes.map((t) => t.slug))),
    custom: fc.uniqueArray(fc.constantFrom(...customSegments)).map((c) => [...c].sort((a, b) => customSegments.indexOf(a) - customSegments.indexOf(b))),
    nearMe: opt(fc.record({ lat: coordinate(90), long: coordinate(180) })),
    sort: opt(fc.constantFrom(...listingSorts)),
    page,
  })
  .map((r) => clean({ kind: 'search' as const, ...r, area: r.state ? r.area : undefined }))
  // A city slug right after the state would read as a type or custom segment.
  .filter((r) => !(r.area?.type === 'city' && (customSegments as readonly string[]).includes(r.area.slug)));

const directory = fc
  .record({
    state: opt(stateSlug),
    area: opt(area.filter((a) => a.type === 'county' || a.type === 'city')),
    memberType: opt(fc.constantFrom(...memberTypeSegments)),
    sort: opt(fc.constantFrom(...Object.values(DirectorySort).filter((s) => s !== 'default'))),
    page,
  })
  .map((r) => clean({ kind: 'directory' as const, ...r, area: r.state ? r.area : undefined }))
  .filter((r) => !(r.area && (memberTypeSegments as readonly string[]).includes(r.area.slug)));

const abbr = fc.constantFrom(...states.map((s) => s.abbreviation));

const common: fc.Arbitrary<Route>[] = [
  fc.constant({ kind: 'home' }),
  search,
  directory,
  fc.record({ kind: fc.constant('property' as const), id, location: slug }),
  fc.record({ kind: fc.constant('listing-by-id' as const), id }),
  fc.record({ kind: fc.constant('broker-profile' as const), id, name: slug }),
  fc.record({ id, name: slug, sort: opt(fc.constantFrom(...listingSorts)), page }).map((r): Route => clean({ kind: 'broker-listings', ...r })),
  fc.constantFrom<Route>(
    { kind: 'add-listing' }, { kind: 'lands-connector' }, { kind: 'lands-connector', section: 'leads' }, { kind: 'lands-connector', section: 'numbers' }, { kind: 'lands-connector', section: 'profile' }, { kind: 'lands-connector', section: 'plan' }, { kind: 'content', page: 'contact-us' }, { kind: 'content', page: 'privacy-rights' }, { kind: 'content', page: 'seller-resources' }, { kind: 'login' }, { kind: 'financing' }, { kind: 'error' }, { kind: 'dev-outbox' },
    { kind: 'landfeed', page: 'docs' }, { kind: 'landfeed', page: 'states' },
    { kind: 'farmcredit', page: 'leads' }, { kind: 'farmcredit', page: 'listings' },
    { kind: 'terms', page: 'use' }, { kind: 'terms', page: 'advertising' }, { kind: 'terms', page: 'photos' },
    { kind: 'sitemap', scope: 'root' },
  ),
  fc.constantFrom(...accountSections).map((section): Route => ({ kind: 'account', section, page: 0 })),
  fc.stringMatching(/^[A-Za-z0-9_-]{8,40}$/).map((key): Route => ({ kind: 'reset', key })),
  id.map((brokerId): Route => ({ kind: 'propertylink', brokerId })),
  id.map((propertyId): Route => ({ kind: 'flyer', propertyId })),
  fc.record({ location: slug, page: opt(fc.integer({ min: 1, max: 99_999 })) }).map((r): Route => clean({ kind: 'sitemap', scope: 'location', ...r })),
  fc.constantFrom<Route>({ kind: 'explore' }, { kind: 'explore', section: 'listings' }, { kind: 'explore', section: 'auctions' }, { kind: 'explore', section: 'deals' }),
];

const olderOnly: fc.Arbitrary<Route>[] = [
  fc.record({ scope: fc.constantFrom('featured-listing' as const, 'new-listing' as const), stateAbbreviation: abbr, page: opt(fc.integer({ min: 1, max: 99_999 })) })
    .map((r): Route => clean({ kind: 'sitemap', ...r })),
];

const landOnly: fc.Arbitrary<Route>[] = [
  stateSlug.filter((s) => s !== 'puerto-rico').map((state): Route => ({ kind: 'landing', level: 'state', state })),
  slug.map((region): Route => ({ kind: 'landing', level: 'region', region })),
  fc.record({ county: slug, countyKind: fc.constantFrom('County' as const, 'Borough' as const, 'Parish' as const), stateAbbreviation: abbr }).map((r): Route => ({ kind: 'landing', level: 'county', ...r })),
  slug.filter((s) => !/^\d+$/.test(s)).map((name): Route => ({ kind: 'broker-search', name })),
  fc.record({ site: word, page }).map((r): Route => ({ kind: 'account', section: 'saved-properties', ...r })),
];

export function routeArbitrary(dialect: DialectName): fc.Arbitrary<Route> {
  const extra = dialect === 'land' ? [...olderOnly, ...landOnly] : dialect === 'classic' ? olderOnly : [];
  return fc.oneof(...common, ...extra);
}
