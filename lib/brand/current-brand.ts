import { cookies, headers } from 'next/headers';
import { cache } from 'react';
import { selectRequestBrand, BRAND_HEADER } from './request-brand';
import { siteBrand } from './registry';
import type { SiteBrand } from './schema';

/**
 * The brand of the current request. The proxy sets BRAND_HEADER; requests it does not see
 * (files with an extension) fall back to the same host rules.
 */
export const currentBrand = cache(async (): Promise<SiteBrand> => {
  const h = await headers();
  const fromProxy = h.get(BRAND_HEADER);
  const key = fromProxy ?? selectRequestBrand(h.get('host'), null, (await cookies()).get('brand')?.value ?? null).key;
  const brand = siteBrand(key);
  if (!brand) throw new Error(`No site brand "${key}"`);
  return brand;
});
