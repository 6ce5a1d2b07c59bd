import { describe, expect, it } from 'vitest';
import { brokerNameSlug, canonicalize, dialects, type Route } from '@/lib/routing';

const { land, classic, clean } = dialects;
const search = (r: Partial<Extract<Route, { kind: 'search' }>>): Route => ({ kind: 'search', custom: [], page: 0, ...r });

// DESIGN §2: one row per route kind, the same route in each dialect.
const rows: Array<[string, Route, string, string, string]> = [
  ['state search', search({ state: 'texas' }), '/texas-land-for-sale/', '/search/texas/', '/texas-land-for-sale'],
  ['county search', search({ state: 'texas', area: { type: 'county', slug: 'llano-county' } }), '/texas-land-for-sale/llano-county/', '/search/texas/llano-county/', '/texas-land-for-sale/llano-county'],
  ['type search', search({ state: 'texas', propertyType: 'hunting-property' }), '/texas-land-for-sale/hunting-property/', '/search/texas/hunting-property-for-sale/', '/texas-land-for-sale/hunting-property'],
  ['no location', search({}), '/land/', '/search/all-land/', '/land'],
  ['page', search({ state: 'texas', page: 2 }), '/texas-land-for-sale/page-2/', '/search/texas/page-2/', '/texas-land-for-sale/page-2'],
  ['region', search({ state: 'texas', area: { type: 'region', slug: 'hill-country' } }), '/texas-land-for-sale/hill-country-region/', '/search/texas/hill-country-region/', '/texas-land-for-sale/hill-country-region'],
  ['auctions', search({ custom: ['auctions'] }), '/land/auctions/', '/search/auctions/', '/land/auctions'],
  ['mineral rights', search({ state: 'texas', custom: ['mineral-rights'] }), '/texas-land-for-sale/mineral-rights/', '/search/texas/mineral-rights/', '/texas-land-for-sale/mineral-rights'],
  ['property', { kind: 'property', id: 123, location: 'llano-county-tx' }, '/property/llano-county-tx/123/', '/property/llano-county-tx-123/', '/llano-county-tx/pid/123'],
  ['broker profile', { kind: 'broker-profile', id: 55, name: 'jane-doe' }, '/member/jane-doe/55/', '/broker/jane-doe-55/', '/profile/jane-doe/55'],
  ['broker listings', { kind: 'broker-listings', id: 55, name: 'jane-doe', page: 0 }, '/member/jane-doe/55/listings/', '/broker/jane-doe-55/land/', '/profile/jane-doe/55/properties'],
  ['broker listings page', { kind: 'broker-listings', id: 55, name: 'jane-doe', page: 2 }, '/member/jane-doe/55/listings/page-2/', '/broker/jane-doe-55/land/page-2/', '/profile/jane-doe/55/properties/page-2'],
  ['broker listings sorted', { kind: 'broker-listings', id: 55, name: 'jane-doe', sort: 'sort-price-low', page: 0 }, '/member/jane-doe/55/listings/sort-price-low/', '/broker/jane-doe-55/land/sort-price-low/', '/profile/jane-doe/55/properties/sort-price-low'],
  ['broker listings sorted page', { kind: 'broker-listings', id: 55, name: 'jane-doe', sort: 'sort-newest', page: 3 }, '/member/jane-doe/55/listings/sort-newest/page-3/', '/broker/jane-doe-55/land/sort-newest/page-3/', '/profile/jane-doe/55/properties/sort-newest/page-3'],
  ['directory', { kind: 'directory', page: 0 }, '/broker/', '/real-estate-agents/', '/find-agent'],
  ['directory filters', { kind: 'directory', state: 'texas', memberType: 'auctioneer', sort: 'sort-az', page: 1 }, '/broker/texas/auctioneer/sort-az/page-1/', '/real-estate-agents/texas/auctioneer/sort-az/page-1/', '/find-agent/texas/auctioneer/sort-az/page-1'],
  ['add listing', { kind: 'add-listing' }, '/addlisting/', '/addlisting/', '/add-listing'],
  ['login', { kind: 'login' }, '/login/', '/login/', '/login'],
  ['saved properties', { kind: 'account', section: 'saved-properties', page: 0 }, '/account/savedproperties/', '/account/savedproperties/', '/account/savedproperties'],
  ['terms of use', { kind: 'terms', page: 'use' }, '/termsofuse/', '/termsofuse/', '/terms-conditions'],
  ['advertising terms', { kind: 'terms', page: 'advertising' }, '/terms/advertising/', '/terms/advertising/', '/advertising-terms'],
  ['error', { kind: 'error' }, '/error/', '/error/', '/error'],
  ['mail outbox (demo and test)', { kind: 'dev-outbox' }, '/dev/outbox/', '/dev/outbox/', '/dev/outbox'],
];

describe.each(rows)('%s', (_name, route, landPath, classicPath, cleanPath) => {
  it('builds and parses the DESIGN §2 path in each dialect', () => {
    expect(land.build(route)).toBe(landPath);
    expect(classic.build(route)).toBe(classicPath);
    expect(clean.build(route)).toBe(cleanPath);
    expect(land.parse(landPath)).toEqual(route);
    expect(classic.parse(classicPath)).toEqual(route);
    expect(clean.parse(cleanPath)).toEqual(route);
  });
});

describe('main land site only', () => {
  it('has landing pages for states, regions and counties, without a trailing slash', () => {
    expect(land.parse('/Texas')).toEqual({ kind: 'landing', level: 'state', state: 'texas' });
    expect(land.build({ kind: 'landing', level: 'state', state: 'new-mexico' })).toBe('/New-Mexico');
    expect(land.parse('/Hill-Country-Region')).toEqual({ kind: 'landing', level: 'region', region: 'hill-country' });
    expect(land.parse('/Llano-County-TX')).toEqual({ kind: 'landing', level: 'county', county: 'llano', countyKind: 'County', stateAbbreviation: 'TX' });
    expect(land.parse('/Orleans-Parish-LA')).toMatchObject({ countyKind: 'Parish' });
    expect(land.parse('/Puerto-Rico')).toBeNull();
    expect(classic.parse('/Texas')).toBeNull();
    expect(clean.parse('/Texas')).toBeNull();
  });

  it('treats a numeric member id as seller details and a non-numeric one as search (SPEC §2.2)', () => {
    expect(land.parse('/member/jane-doe/55/')).toEqual({ kind: 'broker-profile', id: 55, name: 'jane-doe' });
    expect(land.parse('/member/jane-doe/acme/')).toEqual({ kind: 'broker-search', name: 'acme' });
    expect(land.parse('/member/55/')).toEqual({ kind: 'broker-profile', id: 55, name: 'seller' });
  });

  it('knows the saved-properties page variant', () => {
    expect(land.parse('/account/savedproperties/land/page-2/')).toEqual({ kind: 'account', section: 'saved-properties', site: 'land', page: 2 });
    expect(land.build({ kind: 'account', section: 'saved-properties', site: 'land', page: 2 })).toBe('/account/savedproperties/land/page-2/');
  });

  it('builds the favourites section itself where the dialect has no per-site pages', () => {
    const route = { kind: 'account', section: 'saved-properties', site: 'land', page: 2 } as const;
    expect(classic.build(route)).toBe('/account/savedproperties/');
    expect(clean.build(route)).toBe('/account/savedproperties');
    expect(canonicalize(clean, '/account/savedproperties/land/page-2')).toMatchObject({ canonicalPath: '/account/savedproperties' });
  });
});

describe('canonical forms', () => {
  it('redirects case, slash and alias variants to the canonical path', () => {
    expect(canonicalize(land, '/Texas-Land-For-Sale')).toMatchObject({ redirect: true, canonicalPath: '/texas-land-for-sale/' });
    expect(canonicalize(land, '//texas-land-for-sale//llano-county/')).toMatchObject({ redirect: true, canonicalPath: '/texas-land-for-sale/llano-county/' });
    expect(canonicalize(clean, '/texas-land-for-sale/')).toMatchObject({ redirect: true, canonicalPath: '/texas-land-for-sale' });
    expect(canonicalize(classic, '/search/texas')).toMatchObject({ redirect: true, canonicalPath: '/search/texas/' });
    expect(canonicalize(land, '/advertising-terms/')).toMatchObject({ redirect: true, canonicalPath: '/terms/advertising/' });
    expect(canonicalize(land, '/texas')).toMatchObject({ redirect: true, canonicalPath: '/Texas' });
    expect(canonicalize(land, '/texas-land-for-sale/page-0/')).toMatchObject({ redirect: true, canonicalPath: '/texas-land-for-sale/' });
  });

  it('rounds near-me coordinates to one decimal and places them before page-n (SPEC §2.5)', () => {
    const result = canonicalize(land, '/texas-land-for-sale/lat30.7151/long-98.6109/page-2/');
    expect(result).toMatchObject({ redirect: true, canonicalPath: '/texas-land-for-sale/lat30.7/long-98.6/page-2/' });
    expect(canonicalize(land, '/texas-land-for-sale/page-2/lat30.7/long-98.6/')).toBeNull();
  });

  it('rejects malformed paths instead of throwing', () => {
    for (const path of ['/%', '/%zz/', '/..', '/property/x/0/', '/property/x/99999999999999999999/', '/texas-land-for-sale/page-x/', '/nowhere-land-for-sale/', '/texas-land-for-sale/sort-bogus/', `/${'a'.repeat(3000)}`, 'no-slash']) {
      expect(canonicalize(land, path)).toBeNull();
    }
  });
});

describe('broker listings paths: [sort-*] [page-n] after the base, the search\'s listing sorts', () => {
  const route = (r: { sort?: string; page?: number }): Route => ({ kind: 'broker-listings', id: 55, name: 'jane-doe', page: 0, ...r });

  it('reads each dialect\'s sort and page, in that order only', () => {
    expect(land.parse('/member/jane-doe/55/listings/sort-acres-high/page-1/')).toEqual(route({ sort: 'sort-acres-high', page: 1 }));
    expect(classic.parse('/broker/jane-doe-55/land/sort-updated/')).toEqual(route({ sort: 'sort-updated' }));
    expect(clean.parse('/profile/jane-doe/55/properties/page-4')).toEqual(route({ page: 4 }));
    for (const [dialect, base] of [[land, '/member/jane-doe/55/listings'], [classic, '/broker/jane-doe-55/land'], [clean, '/profile/jane-doe/55/properties']] as const) {
      for (const tail of ['page-2/sort-newest', 'sort-bogus', 'sort-az', 'hunting-property', 'auctions', 'lat30.1/long-97.2', 'sort-newest/page-2/page-3', 'page-x']) {
        expect(dialect.parse(`${base}/${tail}/`), `${dialect.name} ${tail}`).toBeNull();
      }
    }
  });

  it('redirects page-0 and capitals to the canonical path', () => {
    expect(canonicalize(land, '/member/jane-doe/55/listings/sort-newest/page-0/')).toMatchObject({ redirect: true, canonicalPath: '/member/jane-doe/55/listings/sort-newest/' });
    expect(canonicalize(clean, '/profile/Jane-Doe/55/Properties/Sort-Newest')).toMatchObject({ redirect: true, canonicalPath: '/profile/jane-doe/55/properties/sort-newest' });
  });
});

describe('broker name slug (SPEC §2.4)', () => {
  it('takes the first and last word of the first comma part, lowercase, without special characters', () => {
    expect(brokerNameSlug('Mary Ann O’Neil, ALC', 'Acme Land')).toBe('mary-oneil');
    expect(brokerNameSlug('', 'Big Sky Ranch Brokers, LLC')).toBe('big-brokers');
    expect(brokerNameSlug('Cher', null)).toBe('cher');
    expect(brokerNameSlug(null, '  ')).toBe('seller');
    expect(brokerNameSlug('!!!', undefined)).toBe('seller');
  });
});
