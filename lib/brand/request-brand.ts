import { hostOverridesFromEnv, selectBrand, type AppEnvironment, type BrandSelection } from './host';
import { siteBrands } from './registry';

export const BRAND_HEADER = 'x-brand';
export const BRAND_COOKIE = 'brand';
export const BRAND_QUERY = 'brand';

/** APP_ENV, not NODE_ENV: `next start` always runs with NODE_ENV=production, even for a local demo. */
export function appEnvironment(): AppEnvironment {
  const value = process.env.APP_ENV;
  return value === 'production' || value === 'test' ? value : 'development';
}

/** Host rules of DESIGN §1 applied with this deployment's brands and environment. */
export function selectRequestBrand(host: string | null, previewQuery: string | null, previewCookie: string | null): BrandSelection {
  return selectBrand({
    host,
    environment: appEnvironment(),
    brands: siteBrands(),
    defaultBrand: process.env.DEFAULT_BRAND ?? 'land',
    hostOverrides: hostOverridesFromEnv(process.env),
    previewQuery,
    previewCookie,
  });
}
