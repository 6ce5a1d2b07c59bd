import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { brandJsonSchema } from '@/lib/brand/json-schema';
import { BrandConfigError, loadBrands, parseBrandFile } from '@/lib/brand/load-brands';

const landFile = path.join(process.cwd(), 'brands', 'land', 'brand.json');
const landJson = () => JSON.parse(fs.readFileSync(landFile, 'utf8')) as Record<string, unknown>;

describe('brand files', () => {
  it('loads the three site brands and the analytics-only valuation identity', () => {
    const brands = loadBrands();
    expect(brands.map((b) => [b.key, b.siteId, b.role])).toEqual([
      ['farm', 2, 'site'],
      ['land', 1, 'site'],
      ['rec', 3, 'site'],
      ['valuation', 4, 'analytics-only'],
    ]);
  });

  it('keeps the SPEC §1 search placeholders and DESIGN §1 dialects', () => {
    const byKey = Object.fromEntries(loadBrands().map((b) => [b.key, b]));
    const site = (key: string) => {
      const b = byKey[key];
      if (b?.role !== 'site') throw new Error(key);
      return b;
    };
    expect(site('land').searchPlaceholder).toBe('Enter a State, County, City, or ID');
    expect(site('farm').searchPlaceholder).toBe('Enter a City, County, State, or ID');
    expect(site('rec').searchPlaceholder).toBe('Enter a City, County, State, or ID');
    expect([site('land').urlDialect, site('farm').urlDialect, site('rec').urlDialect]).toEqual(['land', 'classic', 'clean']);
    expect([site('land').trailingSlash, site('farm').trailingSlash, site('rec').trailingSlash]).toEqual([true, true, false]);
    expect(site('farm').theme.colors.accent).toBe('#d3ae48');
    expect(site('rec').theme.colors.accent).toBe('#fa6401');
  });

  it('rejects a broken colour naming the file and the field', () => {
    const broken = landJson();
    (broken.theme as { colors: { accent: string } }).colors.accent = 'green';
    expect(() => parseBrandFile('brands/land/brand.json', JSON.stringify(broken))).toThrow(
      /brands\/land\/brand\.json: theme\.colors\.accent: must be a #rrggbb colour/,
    );
  });

  it('rejects button text that is unreadable on the accent colour (WCAG AA)', () => {
    const broken = landJson();
    const colors = (broken.theme as { colors: Record<string, string> }).colors;
    colors.accent = '#fa6401';
    colors.accentText = '#ffffff';
    expect(() => parseBrandFile('brands/land/brand.json', JSON.stringify(broken))).toThrow(
      /brands\/land\/brand\.json: theme\.colors\.accentText: contrast 3\.05:1 on accent is below 4\.5:1/,
    );
  });

  it('rejects a missing field and an unknown field', () => {
    const missing = landJson();
    delete missing.searchPlaceholder;
    expect(() => parseBrandFile('brands/land/brand.json', JSON.stringify(missing))).toThrow(/searchPlaceholder/);
    const extra = { ...landJson(), searchPlaceholderr: 'x' };
    expect(() => parseBrandFile('brands/land/brand.json', JSON.stringify(extra))).toThrow(/searchPlaceholderr/);
  });

  it('rejects invalid JSON and a title pattern without %s', () => {
    expect(() => parseBrandFile('brands/land/brand.json', '{ nope')).toThrow(BrandConfigError);
    const noSlot = { ...landJson(), titlePattern: 'Acrewise' };
    expect(() => parseBrandFile('brands/land/brand.json', JSON.stringify(noSlot))).toThrow(/titlePattern: must contain %s/);
  });

  it('fails the whole load when one folder holds a broken file, and on duplicate site ids', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-'));
    for (const key of ['land', 'farm']) {
      fs.mkdirSync(path.join(dir, key));
      fs.writeFileSync(path.join(dir, key, 'brand.json'), JSON.stringify({ ...landJson(), key }));
    }
    expect(() => loadBrands(dir)).toThrow(/siteId: also used by/);
    fs.writeFileSync(path.join(dir, 'farm', 'brand.json'), JSON.stringify({ ...landJson(), key: 'farm', siteId: 'two' }));
    expect(() => loadBrands(dir)).toThrow(/farm\/brand\.json: siteId/);
  });

  it('sends add-listing only to a site brand that takes listings itself (SPEC §2.2)', () => {
    const byKey = Object.fromEntries(loadBrands().map((b) => [b.key, b]));
    expect([byKey.farm, byKey.rec].map((b) => b?.role === 'site' && b.addListingBrand)).toEqual(['land', 'land']);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'brands-'));
    const write = (key: string, extra: Record<string, unknown>) => {
      fs.mkdirSync(path.join(dir, key), { recursive: true });
      fs.writeFileSync(path.join(dir, key, 'brand.json'), JSON.stringify({ ...landJson(), key, ...extra }));
    };
    write('land', {});
    write('farm', { siteId: 2, addListingBrand: 'nowhere' });
    expect(() => loadBrands(dir)).toThrow(/farm\/brand\.json: addListingBrand: "nowhere"/);
    write('farm', { siteId: 2, addListingBrand: 'land' });
    expect(loadBrands(dir).map((b) => b.key)).toEqual(['farm', 'land']);
  });

  it('keeps the committed JSON Schema in step with the zod schema', () => {
    const committed = fs.readFileSync(path.join(process.cwd(), 'brands', 'brand.schema.json'), 'utf8');
    expect(committed).toBe(brandJsonSchema());
  });
});
