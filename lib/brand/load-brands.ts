import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { brandSchema, type Brand } from './schema';

export class BrandConfigError extends Error {
  override name = 'BrandConfigError';
}

/** "brands/farm/brand.json: theme.colors.accent: must be a #rrggbb colour" */
function describeIssues(file: string, error: z.ZodError): string {
  return error.issues
    .map((issue) => `${file}: ${issue.path.length ? issue.path.join('.') : '(root)'}: ${issue.message}`)
    .join('\n');
}

/** Parses one brand file; the error names the file and every failing field. */
export function parseBrandFile(file: string, text: string): Brand {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (error) {
    throw new BrandConfigError(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const parsed = brandSchema.safeParse(raw);
  if (!parsed.success) throw new BrandConfigError(describeIssues(file, parsed.error));
  const folder = path.basename(path.dirname(file));
  if (parsed.data.key !== folder) {
    throw new BrandConfigError(`${file}: key: must equal its folder name "${folder}"`);
  }
  return parsed.data;
}

function assertUnique(brands: Brand[], field: 'key' | 'siteId'): void {
  const seen = new Map<string | number, string>();
  for (const brand of brands) {
    const other = seen.get(brand[field]);
    if (other) throw new BrandConfigError(`brands/${brand.key}/brand.json: ${field}: also used by brands/${other}`);
    seen.set(brand[field], brand.key);
  }
}

/** An `addListingBrand` names a brand that serves pages and takes listings itself. */
function assertAddListingBrands(brands: Brand[]): void {
  for (const brand of brands) {
    if (brand.role !== 'site' || brand.addListingBrand === undefined) continue;
    const target = brands.find((b) => b.key === brand.addListingBrand);
    if (target?.role !== 'site' || target.addListingBrand !== undefined) {
      throw new BrandConfigError(`brands/${brand.key}/brand.json: addListingBrand: "${brand.addListingBrand}" is not a site brand that takes listings itself`);
    }
  }
}

/** Reads and validates every `brands/<key>/brand.json`; a fourth brand is just a new folder. */
export function loadBrands(dir: string = path.join(/*turbopackIgnore: true*/ process.cwd(), 'brands')): Brand[] {
  const folders = fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
  const brands = folders.map((folder) => {
    const file = path.join(/*turbopackIgnore: true*/ dir, folder, 'brand.json');
    const label = path.relative(process.cwd(), file) || file;
    if (!fs.existsSync(file)) throw new BrandConfigError(`${label}: missing brand file`);
    return parseBrandFile(label, fs.readFileSync(file, 'utf8'));
  });
  if (brands.length === 0) throw new BrandConfigError(`${dir}: no brand folders`);
  assertUnique(brands, 'key');
  assertUnique(brands, 'siteId');
  assertAddListingBrands(brands);
  return brands;
}
