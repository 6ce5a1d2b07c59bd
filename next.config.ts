import type { NextConfig } from 'next';
import createNextIntlPlugin from 'next-intl/plugin';
import { loadBrands } from './lib/brand/load-brands';

// A broken brand file must fail the build with a message naming the file and the field.
loadBrands();

const nextConfig: NextConfig = {
  // The build checks the app's own code; `npm run typecheck` (run first by `npm test`) checks it with the
  // tests, the scripts and the route types `next typegen` writes. `npm test` then builds with
  // NEXT_TYPES_CHECKED=1, which skips the build's own check of the same code (37 s of an 80 s build).
  typescript: { tsconfigPath: 'tsconfig.build.json', ignoreBuildErrors: process.env.NEXT_TYPES_CHECKED === '1' },
  productionBrowserSourceMaps: process.env.BUNDLE_SOURCE_MAPS === '1',
  // `npm test` builds into its own folder so it can run beside a running `npm start` (scripts/test.sh).
  distDir: process.env.NEXT_DIST_DIR ?? '.next',
  // The proxy owns trailing slashes: two brands want them, one does not (DESIGN §2).
  skipTrailingSlashRedirect: true,
  poweredByHeader: false,
  // The app's server compresses (lib/http/compressed-answers.ts): a cached page once, not per request.
  compress: false,
  // ...and tags the pages written whole with ETags once per distinct body (lib/http/answer-tags.ts):
  // Next hashed every answer's HTML in JavaScript, 15% of a cached page's CPU.
  generateEtags: false,
  // Metadata resolves before a page is sent, for every visitor (Next streams it to browsers by default):
  // a page whose listing, place or broker does not exist then answers 404 with the brand's 404 page in
  // the server HTML, instead of a 200 that starts before generateMetadata has run (docs/not-found.md).
  htmlLimitedBots: /.*/,
  reactStrictMode: true,
  // Brand fonts are plain files (lib/brand/fonts.ts): cached for a week, revalidated after.
  async headers() {
    return [{ source: '/fonts/:file', headers: [{ key: 'cache-control', value: 'public, max-age=604800, stale-while-revalidate=86400' }] }];
  },
  // The product serves its own images (/resizedimages, docs/images.md); Next's optimizer stays off.
  images: { unoptimized: true },
  serverExternalPackages: ['sharp', 'pg', '@electric-sql/pglite'],
  outputFileTracingIncludes: { '/**': ['./brands/**/*', './messages/**/*'] },
  // Public pages are cached per brand and URL in memory (LRU, 64 MB per instance), never on disk: any
  // query string makes a URL, so a disk cache would grow without bound (docs/caching.md).
  cacheMaxMemorySize: 64 * 1024 * 1024,
  // A CDN may serve a page up to 10 minutes past its 5-minute revalidation while it refreshes it.
  expireTime: 900,
  // Messages arrive compiled (lib/brand/messages.ts): next-intl formats them with its small runtime
  // instead of bundling the ICU parser into every page.
  turbopack: { resolveAlias: { 'use-intl/format-message': 'use-intl/format-message/format-only' } },
  experimental: {
    isrFlushToDisk: false,
    // The root layout is app/[brand]/layout.tsx: a URL no route matches gets app/global-not-found.tsx.
    globalNotFound: true,
    // Page paths pass through the proxy; only server actions carry bodies there, and none is large.
    proxyClientMaxBodySize: '1mb',
    // Turbopack keeps a cache of its work under the build folder for the next build (on by default).
    // `npm test` builds a fresh clone once and never again, so it skips writing it (NEXT_BUILD_CACHE=0;
    // 14-20 s of its build).
    turbopackFileSystemCacheForBuild: process.env.NEXT_BUILD_CACHE !== '0',
  },
};

export default createNextIntlPlugin('./i18n/request.ts')(nextConfig);
