import { siteBrands } from '@/lib/brand/server';
import { type SiteBrand } from '@/lib/brand';
import { dialects, type Dialect } from '@/lib/routing';

/** What the generators need to know about the brand a request is aimed at, read from its brand file. */
export interface FuzzBrand {
  key: string;
  siteId: number;
  dialect: Dialect;
  /** The demo and test host: browsers resolve *.localhost to loopback. */
  host: string;
  /** Production hostnames from the brand file. */
  hostnames: readonly string[];
  /** File names to ask /brand-assets/{brand}/ for: the brand file's own, the derived icons, and near misses. */
  assetFiles: readonly string[];
  /** The dialect's path of the Texas state search, where the criteria family puts its query strings. */
  stateSearchPath: string;
}

function toFuzzBrand(brand: SiteBrand): FuzzBrand {
  const dialect = dialects[brand.urlDialect];
  return {
    key: brand.key,
    siteId: brand.siteId,
    dialect,
    host: `${brand.key}.localhost`,
    hostnames: brand.hostnames,
    assetFiles: [
      brand.theme.logo, brand.theme.icon, 'manifest.webmanifest', 'favicon-48.png', 'icon-192.png', 'icon-512.png', 'apple-touch-icon.png',
      'brand.json', 'messages.json', '../brand.json', '%2e%2e%2fbrand.json', 'icon-193.png', 'ICON.SVG', `${brand.theme.icon}%00.png`,
    ],
    stateSearchPath: dialect.build({ kind: 'search', state: 'texas', custom: [], page: 0 }),
  };
}

export function fuzzBrands(): FuzzBrand[] {
  return siteBrands().map(toFuzzBrand);
}

export function fuzzBrand(key: string): FuzzBrand {
  const brand = fuzzBrands().find((b) => b.key === key);
  if (!brand) throw new Error(`No site brand "${key}" in brands/`);
  return brand;
}
