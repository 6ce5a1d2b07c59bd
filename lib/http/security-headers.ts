import { siteBrands } from '@/lib/brand/registry';
import { isDemoMode } from '@/lib/env';
import { contentSecurityPolicy } from './content-security-policy';

export type HeaderList = ReadonlyArray<readonly [string, string]>;

/** Headers every response carries (pages, API, images, assets, errors), set by the server guard. */
export function securityHeaders(options: { production: boolean; development: boolean; mapOrigins: readonly string[] }): HeaderList {
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

/** This deployment's headers: mode from APP_ENV, map origins from the brand files. */
export function deploymentSecurityHeaders(): HeaderList {
  const mapOrigins = [...new Set(siteBrands().flatMap((b) => (b.mapStyleUrl ? [new URL(b.mapStyleUrl).origin] : [])))];
  return securityHeaders({ production: !isDemoMode(), development: process.env.NODE_ENV === 'development', mapOrigins });
}

/** Response headers that would show internal paths; Next's client router reads the rewritten path on RSC requests only. */
export const internalResponseHeaders = ['x-middleware-rewrite', 'x-middleware-next', 'x-middleware-set-cookie'] as const;
export const rscOnlyResponseHeaders = ['x-nextjs-rewritten-path', 'x-nextjs-rewritten-query', 'x-nextjs-matched-path'] as const;
