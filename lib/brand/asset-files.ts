import fs from 'node:fs';
import path from 'node:path';
import { unsafeSvgProblems } from './hero-art';
import type { SiteBrand } from './schema';

/** The files in its folder a brand file names: logo, icon and the home page's hero. */
export function namedAssetFiles(brand: SiteBrand): string[] {
  return [brand.theme.logo, brand.theme.icon, ...(brand.home.hero ? [brand.home.hero.image] : [])];
}

/**
 * One line per problem with the files the brand file names (`npm run brands:check`): a file its folder
 * lacks, or a hero drawing that may not go inline into the home page (lib/brand/hero-art.ts).
 */
export function missingAssetProblems(brand: SiteBrand, brandsDir = path.join(process.cwd(), 'brands')): string[] {
  const missing = namedAssetFiles(brand)
    .filter((file) => !fs.existsSync(path.join(brandsDir, brand.key, file)))
    .map((file) => `brands/${brand.key}/brand.json: names ${file}, which is not in brands/${brand.key}/`);
  const hero = brand.home.hero?.image;
  const heroFile = hero ? path.join(brandsDir, brand.key, hero) : null;
  const unsafe = hero?.endsWith('.svg') && heroFile && fs.existsSync(heroFile)
    ? unsafeSvgProblems(fs.readFileSync(heroFile, 'utf8')).map((problem) => `brands/${brand.key}/${hero}: ${problem}; the home page draws it inline`)
    : [];
  return [...missing, ...unsafe];
}
