import fc from 'fast-check';
import { propertyTypes } from '@/lib/domain/property-type';
import { DirectorySort } from '@/lib/domain/sort-order';
import { customSegments, memberTypeSegments } from '@/lib/routing';
import { listingSorts } from '@/lib/routing/search-segments';
import { percentEncode } from './fuzz-value';
import { placeSegment } from './places';

// Path segments: broken encodings, dot segments, huge inputs, and the tokens the dialects give meaning to.

/** Node sends a request target of U+0021-U+00FF as bytes; anything else is percent-encoded first. */
export function rawPathText(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    out += code >= 0x21 && code <= 0xff ? char : percentEncode(char);
  }
  return out;
}

export const brokenSegments = [
  '%', '%f', '%ff', '%zz', '%00', '%2F', '%2f', '%5C', '%c0%ae', '%c0%af', '%e0%80%ae', '%f0%80%80%ae', '%ed%a0%80', '%fe%ff', '%25', '%%',
  '..', '.', '...', '%2e%2e', '%2e', '.%2e', '%2E%2E%2F', '\\', '..\\..', ';', ';x=1', '~', '*', ':', '@', '%20', '%0d%0a', '\xff\xfe', '\xc0\xae',
  'x'.repeat(120), 'x'.repeat(121), 'x'.repeat(200), 'x'.repeat(201), 'x'.repeat(5000), 'con', 'index.html', 'page.tsx', '[brand]', '[...unmatched]',
  '(group)', '@modal', 'x.png', 'x.js', 'x.mjs', 'x.webmanifest', 'x.txt', '.well-known', '.env', '_next', 'api', '%5Bbrand%5D',
];

const pageSegments = [
  'page-0', 'page-1', 'page-2', 'page-99999', 'page-100000', 'page-99999999999999999999', 'page--1', 'page-1e3', 'page-0x10', 'page-', 'page-01',
  'page-1.5', 'PAGE-2', 'page-%32',
];
const sortSegments = [...listingSorts, ...Object.values(DirectorySort), 'sort-', 'sort-x', 'SORT-NEWEST', 'sort-newest-'];
const coordinateSegments = [
  'lat30.7', 'long-98.6', 'lat90', 'lat90.1', 'lat-90', 'lat999', 'long180', 'long-180.1', 'lat1e3', 'lat30.123456789', 'lat-0', 'lat.5', 'latNaN',
  'long', 'lat', 'lat30.7.1', 'long-', 'lat0000030.7',
];
const routeWords = [
  'texas-land-for-sale', 'land-for-sale', 'search', 'all-land', 'land', 'pid', 'property', 'listing', 'member', 'profile', 'broker', 'find-agent',
  'real-estate-agents', 'account', 'savedsearches', 'savedproperties', 'sitemap', 'reset', 'flyer', 'propertylink', 'landfeed', 'farmcredit',
  'terms', 'termsofuse', 'addlisting', 'add-listing', 'login', 'financing', 'error', 'listings', 'properties', 'featured-listing', 'TX',
  ...memberTypeSegments, ...customSegments, ...propertyTypes.flatMap((t) => [t.slug, `${t.slug}-for-sale`]),
];

const structuralSegment = fc.constantFrom(...pageSegments, ...sortSegments, ...coordinateSegments, ...routeWords);

export const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...brokenSegments) },
  { weight: 3, arbitrary: structuralSegment },
  { weight: 2, arbitrary: placeSegment },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 16 }).map(rawPathText) },
  { weight: 1, arbitrary: fc.oneof(fc.integer({ min: -5, max: Number.MAX_SAFE_INTEGER }).map(String), fc.constantFrom('0', '9007199254740993', '9'.repeat(30))) },
);

export const queryTail = fc.oneof(
  { weight: 6, arbitrary: fc.constant('') },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '?', '?q=%', '?brand=rec', '?brand=farm', '?brand=valuation', '?brand=%00', '?page=-1', '?_rsc=1', '?__nextDataReq=1', '?%', '?a=%zz&a=1',
      '?nxtPslug=x', '?nxtPbrand=farm', `?x=${'y'.repeat(8000)}`, '#frag', '?q=texas', '??', '?&&&', '?=',
    ),
  },
);
