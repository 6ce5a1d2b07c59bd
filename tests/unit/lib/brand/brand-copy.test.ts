import fs from 'node:fs';
import path from 'node:path';
import compile from 'icu-minify/compile';
import { createTranslator, type Messages } from 'next-intl';
import { describe, expect, it } from 'vitest';
import { brandCopyMessages } from '@/lib/brand/brand-copy';
import { parseBrandFile } from '@/lib/brand/load-brands';
import { loadCompiledMessages, loadMessages, mergeMessages } from '@/lib/brand/messages';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';

// The brand file's copy (docs/brands.md): marketing's words for the hero, the search headings and the
// place descriptions, validated by the schema and served in place of the shared English.

const brandJson = (key: string) => JSON.parse(fs.readFileSync(path.join(process.cwd(), 'brands', key, 'brand.json'), 'utf8')) as Record<string, unknown>;
const parseWith = (change: (json: Record<string, unknown>) => void): SiteBrand => {
  const json = brandJson('farm');
  change(json);
  return parseBrandFile('brands/farm/brand.json', JSON.stringify(json)) as SiteBrand;
};
const group = (messages: Messages, name: string) => messages[name] as Record<string, string>;

describe('brand copy in the brand file', () => {
  it('serves each brand its own hero, search noun and place description', () => {
    for (const key of ['land', 'farm', 'rec']) {
      const { copy } = siteBrand(key) as SiteBrand;
      const messages = loadMessages(key);
      expect(group(messages, 'home').heroTitle, key).toBe(copy.heroHeading);
      expect(group(messages, 'home').heroSubtitle, key).toBe(copy.heroSubheading);
      expect(group(messages, 'searchTitle').land, key).toBe(copy.searchNoun);
      expect(group(messages, 'searchTitle').description, key).toBe(copy.placeDescription);
      expect(group(messages, 'landing').description, key).toBe(copy.placeDescription);
    }
    expect(new Set(['land', 'farm', 'rec'].map((key) => siteBrand(key)?.copy.searchNoun)).size).toBe(3);
  });

  it('keeps the shared English for a field the brand file leaves out', () => {
    const brand = parseWith((json) => {
      json.copy = { heroHeading: 'Ranch country' };
    });
    expect(brand.copy).toEqual({ heroHeading: 'Ranch country' });
    const base = { home: { heroTitle: 'Find your land', heroSubtitle: 'Shared' }, searchTitle: { land: 'Land' } };
    expect(mergeMessages(base, brandCopyMessages(brand.copy), 'brand.json')).toEqual({ home: { heroTitle: 'Ranch country', heroSubtitle: 'Shared' }, searchTitle: { land: 'Land' } });
    const withoutCopy = parseWith((json) => {
      delete json.copy;
    });
    expect(withoutCopy.copy).toEqual({});
  });

  it('formats plain words as written, apostrophes included', () => {
    const copy = { heroHeading: "America's farm ground", placeDescription: "Farmers' land in '{place}'" };
    const merged = mergeMessages({ home: { heroTitle: 'x' }, searchTitle: { description: 'x' }, landing: { description: 'x' } }, brandCopyMessages(copy), 'brand.json');
    // Compiled as the app serves messages (lib/brand/messages.ts), where an apostrophe can start a quote.
    const compiled = (tree: Messages): Messages =>
      Object.fromEntries(Object.entries(tree).map(([key, value]) => [key, typeof value === 'string' ? compile(value) : compiled(value)])) as Messages;
    const t = createTranslator({ locale: 'en-US', messages: compiled(merged) });
    expect(t('home.heroTitle')).toBe("America's farm ground");
    expect(t('searchTitle.description', { place: 'Texas' })).toBe("Farmers' land in 'Texas'");
  });

  it('reaches the compiled messages the pages format', () => {
    const t = createTranslator({ locale: 'en-US', messages: loadCompiledMessages('farm') as Messages });
    expect(t('home.heroTitle')).toBe(siteBrand('farm')?.copy.heroHeading);
  });

  it('refuses braces and tags in plain copy, and a place description without {place}', () => {
    const fails = (copy: Record<string, string>, message: RegExp) =>
      expect(() => parseWith((json) => {
        json.copy = copy;
      })).toThrow(message);
    fails({ heroHeading: 'Farms {for} sale' }, /copy\.heroHeading: must not contain/);
    fails({ searchNoun: '<b>Farms</b>' }, /copy\.searchNoun: must not contain/);
    fails({ placeDescription: 'Farms for sale' }, /copy\.placeDescription: must contain \{place\}/);
    fails({ placeDescription: 'Farms in {state}, {place}' }, /copy\.placeDescription: may hold \{place\}/);
    fails({ heroHeading: '' }, /copy\.heroHeading/);
    fails({ heroHeading: 'x', slogan: 'y' } as Record<string, string>, /slogan/);
  });
});

describe('home browse sections in the brand file', () => {
  it('loads farm\'s state cards and rec\'s lakes', () => {
    const farm = (siteBrand('farm') as SiteBrand).home;
    expect(farm.stateBrowse?.links.map((l) => l.label)).toEqual(['Farms', 'Ranches', 'Pasture', 'Cropland']);
    expect(farm.stateBrowse?.states[0]).toBe('TX');
    const rec = (siteBrand('rec') as SiteBrand).home;
    expect(rec.lakeBrowse).toMatchObject({ heading: 'Browse by lake', count: 8 });
    expect((siteBrand('land') as SiteBrand).home.stateBrowse).toBeUndefined();
  });

  it('defaults the number of lakes and refuses unknown or repeated states and odd keywords', () => {
    const home = (json: Record<string, unknown>) => json.home as Record<string, unknown>;
    const lakes = parseWith((json) => {
      home(json).lakeBrowse = { heading: 'Lakes' };
    });
    expect(lakes.home.lakeBrowse?.count).toBe(8);
    const browse = (over: Record<string, unknown>) => (json: Record<string, unknown>) => {
      home(json).stateBrowse = { heading: 'By state', states: ['TX'], links: [{ label: 'Farms', propertyType: 'FARM' }], ...over };
    };
    expect(() => parseWith(browse({ states: ['TX', 'XX'] }))).toThrow(/home\.stateBrowse\.states\.1/);
    expect(() => parseWith(browse({ states: ['TX', 'TX'] }))).toThrow(/must not repeat a state/);
    expect(() => parseWith(browse({ links: [{ label: 'Pasture', propertyType: 'FARM', keywords: 'pasture & hay' }] }))).toThrow(/keywords/);
    expect(() => parseWith(browse({ links: [{ label: 'Pasture', propertyType: 'PASTURE' }] }))).toThrow(/propertyType/);
    expect(() => parseWith(browse({ links: [] }))).toThrow(/links/);
    expect(() => parseWith(browse({ links: [{ label: 'Farms', propertyType: 'FARM' }, { label: 'Farms', propertyType: 'RANCH' }] }))).toThrow(/must not repeat a label/);
  });
});
