import { describe, expect, it } from 'vitest';
import { hintOfRoute, notFoundHint, unknownStateOf } from '@/lib/not-found/hint-from-path';
import { dialects, type DialectName, type Route } from '@/lib/routing';

const dialectNames = Object.keys(dialects) as DialectName[];
const build = (dialect: DialectName, route: Route) => dialects[dialect].build(route);

describe('the 404 hint of a path', () => {
  it('names the place of a search URL whose county, city or region may not exist, in every dialect', () => {
    const areas = [
      { type: 'county', slug: 'llanoo-county' },
      { type: 'city', slug: 'llanoo' },
      { type: 'region', slug: 'hil-country' },
    ] as const;
    for (const dialect of dialectNames) {
      for (const area of areas) {
        const path = build(dialect, { kind: 'search', state: 'texas', area, propertyType: 'hunting-property', custom: [], sort: 'sort-price-low', page: 3 });
        expect(notFoundHint(dialect, path), `${dialect} ${path}`).toEqual({ kind: 'place', state: 'texas', type: area.type, area: area.slug });
      }
    }
  });

  it('names the listing id, and the place a property URL names, in every dialect; a flyer names its listing', () => {
    for (const dialect of dialectNames) {
      expect(notFoundHint(dialect, build(dialect, { kind: 'property', id: 987_654_321, location: 'llano-county-texas' }))).toEqual({ kind: 'listing', id: 987_654_321, location: 'llano-county-texas' });
      expect(notFoundHint(dialect, build(dialect, { kind: 'listing-by-id', id: 42 }))).toEqual({ kind: 'listing', id: 42 });
      expect(notFoundHint(dialect, build(dialect, { kind: 'flyer', propertyId: 42 }))).toEqual({ kind: 'listing', id: 42 });
    }
    expect(notFoundHint('clean', '/llano-county-tx/pid/123')).toEqual({ kind: 'listing', id: 123, location: 'llano-county-tx' });
  });

  it("names a county landing page's county as a place of its state (land site)", () => {
    expect(notFoundHint('land', '/Llanoo-County-TX')).toEqual({ kind: 'place', state: 'texas', type: 'county', area: 'llanoo-county' });
    expect(hintOfRoute({ kind: 'landing', level: 'county', county: 'orleans', countyKind: 'Parish', stateAbbreviation: 'LA' })).toEqual({ kind: 'place', state: 'louisiana', type: 'county', area: 'orleans-parish' });
  });

  it('names the unknown state of a search path, or of a landing page, when it is near a real one', () => {
    expect(notFoundHint('land', '/texsa-land-for-sale/')).toEqual({ kind: 'state', state: 'texsa' });
    expect(notFoundHint('land', '/Texsa-Land-For-Sale/llano-county/hunting-property/')).toEqual({ kind: 'state', state: 'texsa' });
    expect(notFoundHint('clean', '/texsa-land-for-sale')).toEqual({ kind: 'state', state: 'texsa' });
    expect(notFoundHint('classic', '/search/texsa/')).toEqual({ kind: 'state', state: 'texsa' });
    expect(notFoundHint('classic', '/search/texsa/llano-county/')).toEqual({ kind: 'state', state: 'texsa' });
    expect(notFoundHint('land', '/Texsa')).toEqual({ kind: 'state', state: 'texsa' });
    expect(notFoundHint('land', '/tx-land-for-sale/')).toEqual({ kind: 'state', state: 'tx' });
  });

  it('has no hint for paths that name nothing it can help with', () => {
    const none: Array<[DialectName, string]> = [
      ['land', '/no/such/page/'],
      ['land', '/wp-admin/'],
      ['land', '/about-us'],
      ['land', '/zzzz-land-for-sale/'],
      ['classic', '/search/all-land/'],
      ['land', '/texas-land-for-sale/'],
      ['land', '/texas-land-for-sale/page-9999/'],
      ['land', '/texas-land-for-sale/78643/'],
      ['land', '/landfeed/docs/'],
      ['land', '/member/jane-doe/55/'],
      ['land', '/propertylink/55/'],
      ['land', '/%zz/'],
      ['land', `/${'a'.repeat(3000)}/`],
      ['clean', '/Texsa'],
      ['classic', '/Texsa/'],
    ];
    for (const [dialect, path] of none) expect(notFoundHint(dialect, path), `${dialect} ${path}`).toBeNull();
  });
});

describe('unknownStateOf', () => {
  it('reads only where a dialect puts its state', () => {
    expect(unknownStateOf('classic', '/texsa/')).toBeNull();
    expect(unknownStateOf('land', '/search/texsa/')).toBeNull();
    expect(unknownStateOf('land', '/texas-land-for-sale/')).toBeNull();
    expect(unknownStateOf('land', '/wp-admin/')).toBe('wp-admin');
  });
});
