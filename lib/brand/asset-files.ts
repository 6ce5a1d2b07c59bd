import fs from 'node:fs';
import path from 'node:path';
import type { SiteBrand } from './schema';

/** The files in its folder a brand file names: logo, icon and the home page's hero. */
export function namedAssetFiles(brand: SiteBrand): string[] {
  return [brand.theme.logo, brand.theme.icon, ...(brand.home.hero ? [brand.home.hero.image] : [])];
}

/** One line per file the brand file names that its folder lacks (`npm run brands:check`). */
export function missingAssetProblems(brand: SiteBrand, brandsDir = path.join(process.cwd(), 'brands')): string[] {
  return namedAssetFiles(brand)
    .filter((file) => !fs.existsSync(path.join(brandsDir, brand.key, file)))
    .map((file) => `brands/${brand.key}/brand.json: names ${file}, which is not in brands/${brand.key}/`);
}
