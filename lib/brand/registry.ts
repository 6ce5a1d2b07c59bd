import { loadBrands } from './load-brands';
import type { Brand, SiteBrand } from './schema';

let cache: readonly Brand[] | undefined;

/** All brand identities, validated once per process. */
export function allBrands(): readonly Brand[] {
  cache ??= loadBrands();
  return cache;
}

/** The brands that serve pages (not the analytics-only identity). */
export function siteBrands(): readonly SiteBrand[] {
  return allBrands().filter((b): b is SiteBrand => b.role === 'site');
}

export function siteBrand(key: string): SiteBrand | undefined {
  return siteBrands().find((b) => b.key === key);
}

export function brandBySiteId(siteId: number): Brand | undefined {
  return allBrands().find((b) => b.siteId === siteId);
}
