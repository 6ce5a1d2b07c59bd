import { describe, expect, it } from 'vitest';
import {
  brokerSearchTarget, directoryHref, directorySortOf, memberTypeOf, nameWords, readDirectoryQuery, tidyName, withDirectory, type DirectoryView,
} from '@/lib/brokers/directory-view';
import { dialects, type DirectoryRoute } from '@/lib/routing';

const route = (fields: Partial<DirectoryRoute> = {}): DirectoryRoute => ({ kind: 'directory', page: 0, ...fields });
const view = (fields: Partial<DirectoryRoute> = {}, name = ''): DirectoryView => ({ route: route(fields), name });

describe('broker directory URLs', () => {
  it('builds each dialect\'s directory path, the name search in the query', () => {
    const v = view({ state: 'texas', area: { type: 'county', slug: 'llano-county' }, memberType: 'auctioneer', sort: 'sort-listings-high', page: 1 }, 'Jo Smith');
    expect(directoryHref('land', v)).toBe('/broker/texas/llano-county/auctioneer/sort-listings-high/page-1/?name=Jo+Smith');
    expect(directoryHref('classic', v)).toBe('/real-estate-agents/texas/llano-county/auctioneer/sort-listings-high/page-1/?name=Jo+Smith');
    expect(directoryHref('clean', v)).toBe('/find-agent/texas/llano-county/auctioneer/sort-listings-high/page-1?name=Jo+Smith');
    expect(directoryHref('clean', view())).toBe('/find-agent');
  });

  it('reads back what it builds', () => {
    const v = view({ state: 'montana', memberType: 'brokers', sort: 'sort-za', page: 3 });
    for (const dialect of ['land', 'classic', 'clean'] as const) expect(dialects[dialect].parse(directoryHref(dialect, v))).toEqual(v.route);
  });

  it('starts again at page 1 on any change but the page, and drops the area with the state', () => {
    const v = view({ state: 'texas', area: { type: 'county', slug: 'llano-county' }, page: 4 }, 'smith');
    expect(withDirectory(v, { sort: 'sort-az' }).route).toEqual(route({ state: 'texas', area: { type: 'county', slug: 'llano-county' }, sort: 'sort-az' }));
    expect(withDirectory(v, { state: undefined }).route).toEqual(route());
    expect(withDirectory(v, { name: '' })).toEqual({ route: route({ state: 'texas', area: { type: 'county', slug: 'llano-county' } }), name: '' });
    expect(withDirectory(v, {}).name).toBe('smith');
  });

  it('maps member type segments and sorts', () => {
    expect(memberTypeOf(route({ memberType: 'owner' }))).toBe('PropertyOwner');
    expect(memberTypeOf(route({ memberType: 'retailer' }))).toBe('LandRetailer');
    expect(memberTypeOf(route())).toBeUndefined();
    expect(directorySortOf(route({ sort: 'sort-price-high' }))).toBe('sort-price-high');
    expect(directorySortOf(route({ sort: 'sort-unknown' }))).toBe('default');
    expect(directorySortOf(route())).toBe('default');
  });
});

describe("land's /member/{name}/", () => {
  it('is the directory\'s search for that name', () => {
    expect(brokerSearchTarget('land', { kind: 'broker-search', name: 'john-smith' })).toBe('/broker/?name=john+smith');
    expect(dialects.land.parse('/member/john-smith/')).toEqual({ kind: 'broker-search', name: 'john-smith' });
  });
});

describe('the name search', () => {
  it('tidies text: control characters, runs of spaces, 60 characters at most', () => {
    expect(tidyName('  Jo \u0000  Smith\n ')).toBe('Jo Smith');
    expect(tidyName('x'.repeat(8000))).toHaveLength(60);
    expect(tidyName(null)).toBe('');
  });

  it('matches words without accents or punctuation, five at most', () => {
    expect(nameWords("José O'Neil & Sons, L.L.C.")).toEqual(['jose', 'oneil', 'sons', 'llc']);
    expect(nameWords('a b c d e f g')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(nameWords('%%% ::: !!!')).toEqual([]);
    expect(nameWords('smith:* | !x')).toEqual(['smith', 'x']);
  });

  it('accepts one tidy name and nothing else in the query; the rest redirects to the tidy form', () => {
    const r = route({ state: 'texas' });
    expect(readDirectoryQuery(r, new URLSearchParams(''))).toEqual({ view: { route: r, name: '' }, canonical: true });
    expect(readDirectoryQuery(r, new URLSearchParams('name=Smith'))).toEqual({ view: { route: r, name: 'Smith' }, canonical: true });
    expect(readDirectoryQuery(r, new URLSearchParams('name=%20Smith%20%20Jo'))).toEqual({ view: { route: r, name: 'Smith Jo' }, canonical: false });
    expect(readDirectoryQuery(r, new URLSearchParams('name='))).toEqual({ view: { route: r, name: '' }, canonical: false });
    expect(readDirectoryQuery(r, new URLSearchParams('name=a&name=b')).canonical).toBe(false);
    expect(readDirectoryQuery(r, new URLSearchParams('utm_source=x')).canonical).toBe(false);
    // Nothing to match: the URL without the name.
    expect(readDirectoryQuery(r, new URLSearchParams('name=%25'))).toEqual({ view: { route: r, name: '' }, canonical: false });
    expect(readDirectoryQuery(r, new URLSearchParams('name=!!!'))).toEqual({ view: { route: r, name: '' }, canonical: false });
  });
});
