import fc from 'fast-check';
import { imageFits, imageFormats, imageQualities, servedSizes } from '@/lib/images';
import { brokenSegments, segment } from './adversarial-segments';
import type { FuzzBrand } from './fuzz-brands';

// Paths the proxy does not route: files, route handlers, Next internals, and the internal
// `app/[brand]/...` prefixes a visitor must never reach directly.

const badSide = fc.constantFrom('0', '2400', '2401', '99999', '-1', '1.5', '1e3', '0160', '', '%31', 'NaN');
const size = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...servedSizes).map((s) => [String(s.height), String(s.width)] as const) },
  { weight: 1, arbitrary: fc.tuple(fc.integer({ min: 1, max: 2400 }).map(String), fc.integer({ min: 1, max: 2400 }).map(String)) },
  { weight: 1, arbitrary: fc.tuple(fc.oneof(badSide, fc.constant('160')), fc.oneof(badSide, fc.constant('210'))) },
);

/** SPEC §9 `/resizedimages/{height}/{width}/{fit}/{quality}/{format}/1-{documentId}`, mostly valid. */
export const imagePath = fc
  .record({
    size,
    fit: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...imageFits) }, { weight: 1, arbitrary: fc.constantFrom('COVER', 'x', '', '..', '%00') }),
    quality: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...imageQualities.map(String)) }, { weight: 1, arbitrary: fc.constantFrom('0', '1', '101', '999', '-1', '8e1') }),
    format: fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...imageFormats, 'jpg') }, { weight: 1, arbitrary: fc.constantFrom('gif', 'WEBP', '..', 'svg', 'webp.png') }),
    document: fc.oneof(
      { weight: 5, arbitrary: fc.integer({ min: 1, max: 6000 }).map((n) => `1-${n}`) },
      { weight: 1, arbitrary: fc.constantFrom('1-0', '2-1', '1-9007199254740993', '1-99999999999999999', '1-1.png', '1--1', '1-', '1-01', '%31-1') },
    ),
    extra: fc.oneof({ weight: 8, arbitrary: fc.constant<string[]>([]) }, { weight: 1, arbitrary: fc.array(segment, { minLength: 1, maxLength: 2 }) }),
    drop: fc.oneof({ weight: 8, arbitrary: fc.constant(0) }, { weight: 1, arbitrary: fc.integer({ min: 1, max: 6 }) }),
  })
  .map((p) => `/resizedimages/${[...p.size, p.fit, p.quality, p.format, p.document].slice(p.drop).concat(p.extra).join('/')}`);

const publicFiles = [
  '/robots.txt', '/maplibre-gl-worker.mjs', '/favicon.ico', '/robots.txt/', '/ROBOTS.TXT', '/favicon.ico/x', '/maplibre-gl-worker.mjs?v=1',
  '/sitemap.xml', '/manifest.webmanifest', '/.env', '/.git/config', '/package.json', '/next.config.ts', '/app/[brand]/page.tsx', '/%2e%2e/%2e%2e/etc/passwd',
  '/robots.txt%00.html', '/favicon.ico%2f..%2f..%2fpackage.json',
];

const nextInternals = [
  '/_next/', '/_next/static/chunks/x.js', '/_next/static/../../package.json', '/_next/static/%2e%2e/%2e%2e/package.json', '/_next/data/x/y.json',
  '/_next/image', '/_next/image?url=%2Fresizedimages%2F160%2F210%2Fcover%2F80%2Fwebp%2F1-1&w=640&q=75', '/_next/image?url=http://evil.example/x.png&w=1&q=1',
  '/_next/image?url=%2F%2Fevil.example%2Fx.png&w=99999&q=0', '/_next/image?url=&w=&q=', '/_next/webpack-hmr', '/__nextjs_original-stack-frame',
  '/__nextjs_source-map', '/_next/static/media/%ff.woff2',
];

const unknownApis = [
  '/api', '/api/', '/api/x', '/api/property', '/api/search/markers', '/api/search/markers/1/extra', '/api/search/counties', '/api/search/counties?state=%zz', '/api/search/counties?state=texas&state=ohio', '/api/copy', '/api/copy?ns=%zz', '/api/copy?ns=accountUi&ns=search', '/api/copy/x', '/api/location/autocomplete/x',
  '/api/Popular/logPopularSearch', '/api/popular/logpopularsearch/1', '/API/search/markers/1', '/api/logging/log/x', '/api/map/boundaries/',
  '/api/map/boundaries/states', '/api/map/boundaries/counties', '/api/map/boundaries/x', '/api/map/boundaries/%zz', '/api/%2e%2e/robots.txt',
  '/api/map/boundaries/counties/48299', '/api/map/boundaries/states/0', '/api/map/boundaries/counties/%zz', '/api/map/boundaries/counties/tiles',
  '/api/map/boundaries/counties/tiles/5/7/13', '/api/map/boundaries/states/tiles/99/0/0', '/api/map/boundaries/states/tiles/2/-1/%00',
  '/api/map/boundaries/counties/tiles/3/1/1/1', '/api/map/boundaries/x/tiles/0/0/0',
];

function brandFiles(brand: FuzzBrand, others: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...brand.assetFiles).map((f) => `/brand-assets/${brand.key}/${f}`) },
    { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...others, 'valuation', 'x', '..', '%2e%2e', 'LAND', ''), fc.constantFrom(...brand.assetFiles, ...brokenSegments)).map(([b, f]) => `/brand-assets/${b}/${f}`) },
    { weight: 1, arbitrary: fc.constantFrom('/brand-assets', '/brand-assets/', `/brand-assets/${brand.key}`, `/brand-assets/${brand.key}/`, `/brand-assets/${brand.key}/icon.svg/x`) },
  );
}

/** `app/[brand]/...` from outside: the proxy must not let `/farm/...` render on another host, nor 5xx. */
function internalPrefixes(others: readonly string[]): fc.Arbitrary<string> {
  return fc
    .tuple(fc.constantFrom(...others, 'valuation'), fc.constantFrom('', 'search', 'not-found', 'error-page', 'landing', 'property', 'x.png', 'search/texas-land-for-sale'), fc.array(segment, { maxLength: 2 }))
    .map(([b, kind, rest]) => `/${[b, kind, ...rest].filter(Boolean).join('/')}${rest.length === 0 ? '/' : ''}`);
}

/** Request targets that are not origin-form paths (RFC 9112 §3.2): absolute-form and asterisk-form. */
const targetForms = (brand: FuzzBrand) =>
  fc.constantFrom('*', 'http://evil.example/', `http://${brand.host}${brand.stateSearchPath}`, `http://${brand.host}/_next/image?url=/x`, '//evil.example/', '/\\evil.example');

export function filePath(brand: FuzzBrand, brandKeys: readonly string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: imagePath },
    { weight: 2, arbitrary: brandFiles(brand, brandKeys) },
    { weight: 2, arbitrary: fc.constantFrom(...publicFiles) },
    { weight: 2, arbitrary: fc.constantFrom(...nextInternals) },
    { weight: 2, arbitrary: fc.constantFrom(...unknownApis) },
    { weight: 2, arbitrary: internalPrefixes(brandKeys) },
    { weight: 1, arbitrary: targetForms(brand) },
  );
}
