import { describe, expect, it } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import type { PopularNames } from '@/lib/search/popular-names';
import { popularSearchLinks } from '@/lib/search/popular-search-links';

// Popular searches on the home page (docs/home-page.md): the brand's first two home property types in
// the six states its visitors search most, in the brand's URL dialect and words.

const brand = (key: string) => siteBrand(key) as SiteBrand;
const names = (stateIds: number[], listings = 10): PopularNames => ({
  states: stateIds.map((id, i) => ({ id, searches: 100 - i, listings: id === 44 ? 0 : listings })),
  propertyTypes: [],
});

describe('popular search links', () => {
  it("pairs the most searched states with the brand's first home types", () => {
    const links = popularSearchLinks(brand('land'), brandTranslator('land'), names([30, 48, 47, 37, 12, 29, 13, 51]));
    expect(links).toHaveLength(12);
    expect(links.slice(0, 2)).toEqual([
      { label: 'Montana Farms', href: '/montana-land-for-sale/farms/' },
      { label: 'Montana Ranches', href: '/montana-land-for-sale/ranches/' },
    ]);
    expect(links.map((l) => l.label)).not.toContain('Virginia Farms');
  });

  it("uses the brand's own types and words, and leaves out states without listings", () => {
    const links = popularSearchLinks(brand('rec'), brandTranslator('rec'), names([44, 12]));
    expect(links.map((l) => l.label)).toEqual(['Florida Lakefront Property', 'Florida Riverfront Property']);
    expect(links[0]?.href).toMatch(/^\/florida-land-for-sale\/lakefront-property/);
  });

  it('without a ranking, uses the built-in popular states', () => {
    const links = popularSearchLinks(brand('farm'), brandTranslator('farm'), null);
    expect(links[0]?.label).toBe('Texas Farms');
    expect(links).toHaveLength(12);
  });
});
