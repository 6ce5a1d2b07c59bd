import { siteBrands } from '@/lib/brand/server';
import { isDemoMode } from '@/lib/env';
import { BASE_MAP_ORIGINS } from '@/lib/map';
import { contentSecurityPolicy } from './content-security-policy';

export type HeaderList = ReadonlyArray<readonly [string, string]>;

export interface SecurityOptions {
  production: boolean;
  development: boolean;
  mapOrigins: readonly string[];
}

/** Headers every response carries (pages, API, images, assets, errors), set by the server guard. */
export function securityHeaders(options: SecurityOptions): HeaderList {
  const headers: Array<[string, string]> = [
    ['content-security-policy', contentSecurityPolicy({ mapOrigins: options.mapOrigins, development: options.development, upgradeInsecureRequests: options.production })],
    ['x-content-type-options', 'nosniff'],
    ['referrer-policy', 'strict-origin-when-cross-origin'],
    ['x-frame-options', 'SAMEORIGIN'],
    ['permissions-policy', 'geolocation=(self), camera=(), microphone=(), payment=(), usb=()'],
    ['cross-origin-opener-policy', 'same-origin'],
  ];
  // Browsers ignore HSTS over plain http, but a demo on a real domain must not pin it to https.
  if (options.production) headers.push(['strict-transport-security', 'max-age=63072000; includeSubDomains']);
  return headers;
}

/** The Content-Security-Policy of PDF answers: the pages' policy with `object-src 'self'` for the browser's PDF viewer. */
export function pdfSecurityPolicy(options: SecurityOptions): string {
  return contentSecurityPolicy({ mapOrigins: options.mapOrigins, development: options.development, upgradeInsecureRequests: options.production, pdfViewer: true });
}

/** This deployment's settings: mode from APP_ENV, map origins: the public base maps and the brands' own styles. */
function deploymentOptions(): SecurityOptions {
  const brandOrigins = siteBrands().flatMap((b) => (b.mapStyleUrl ? [new URL(b.mapStyleUrl).origin] : []));
  const mapOrigins = [...new Set([...BASE_MAP_ORIGINS, ...brandOrigins])];
  return { production: !isDemoMode(), development: process.env.NODE_ENV === 'development', mapOrigins };
}

/** This deployment's headers. */
export function deploymentSecurityHeaders(): HeaderList {
  return securityHeaders(deploymentOptions());
}

/** This deployment's policy for PDF answers. */
export function deploymentPdfPolicy(): string {
  return pdfSecurityPolicy(deploymentOptions());
}

/** Response headers that would show internal paths; Next's client router reads the rewritten path on RSC requests only. */
export const internalResponseHeaders = ['x-middleware-rewrite', 'x-middleware-next', 'x-middleware-set-cookie', 'x-acrewise-not-found-page'] as const;
export const rscOnlyResponseHeaders = ['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'x-nextjs-matched-path'] as const;

/**
 * Next's cache state. Production hides it (`x-nextjs-cache` always; the prerender flag and stale time,
 * which its client router reads, from all but RSC requests); demo and test show it to developers and to
 * the caching tests.
 */
export const cacheStateHeaders = ['x-nextjs-cache'] as const;
export const rscOnlyCacheStateHeaders = ['x-nextjs-prerender', 'x-nextjs-stale-time'] as const;

/** Security headers a response may set more strictly itself (a page with a token in its URL sends `no-referrer`). */
export const responseMaySet: readonly string[] = ['referrer-policy'];
