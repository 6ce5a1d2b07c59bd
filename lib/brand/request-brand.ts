import { env, isDemoMode } from '@/lib/env';
import { hostOverridesFromEnv, resolveBrand, type BrandSelection, type HostRules } from './host';
import { siteBrand, siteBrands } from './registry';
import type { SiteBrand } from './schema';

/** DESIGN §1 preview override (demo mode only): `?brand=farm`, remembered in this cookie. */
export const BRAND_COOKIE = 'brand';
export const BRAND_QUERY = 'brand';

let rules: HostRules | undefined;

/** This deployment's host rules: brand files, BRAND_HOSTS_* extras, mode and default brand. */
export function hostRules(): HostRules {
  if (!rules) {
    const defaultBrand = env().DEFAULT_BRAND;
    // Unknown hosts are sent to this brand's origin: a typo must stop the server, not redirect nowhere.
    if (!siteBrand(defaultBrand)) throw new Error(`DEFAULT_BRAND "${defaultBrand}" is not a site brand (${siteBrands().map((b) => b.key).join(', ')})`);
    rules = { mode: isDemoMode() ? 'demo' : 'production', brands: siteBrands(), defaultBrand, hostOverrides: hostOverridesFromEnv(process.env) };
  }
  return rules;
}

/** For tests that switch the environment. */
export function resetHostRules(): void {
  rules = undefined;
}

function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return value.join('=');
  }
  return null;
}

/** The brand selection of a request by the shared rules: host, plus the preview override in demo mode. */
export function selectRequestBrand(request: Request): BrandSelection | null {
  const url = new URL(request.url);
  return resolveBrand(
    {
      host: request.headers.get('host'),
      previewQuery: url.searchParams.get(BRAND_QUERY),
      previewCookie: cookieValue(request.headers.get('cookie'), BRAND_COOKIE),
    },
    hostRules(),
  );
}

/** The site brand of a route handler's request, or null (unknown host in production: answer 404). */
export function requestBrand(request: Request): SiteBrand | null {
  const selection = selectRequestBrand(request);
  return selection ? (siteBrand(selection.key) ?? null) : null;
}
