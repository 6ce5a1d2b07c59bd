import { describe, expect, it, vi } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { loadMessages, type Messages } from '@/lib/brand/messages';
import { states } from '@/lib/geo/states';
import { accountLinks, auctionLinks, financeLink, footerStateLinks, footerTypeLinks, otherSearchLinks, propertyTypeLinks, stateLinks } from '@/lib/navigation';
import { dialects } from '@/lib/routing';

// The chrome's order, wording and paths as if every page were built; which links wait for their page is
// tested in tests/unit/lib/navigation/unbuilt-links.test.ts.
vi.mock('@/lib/routing/page-kinds', async (importOriginal) => ({ ...(await importOriginal<object>()), hasPage: () => true }));

const brand = (key: string): SiteBrand => {
  const b = siteBrand(key);
  if (!b) throw new Error(key);
  return b;
};

/** Full-key lookup in the brand's merged messages, failing on a key that does not exist. */
const translator = (key: string) => (path: string) => {
  const value = path.split('.').reduce<Messages | string | undefined>((node, part) => (typeof node === 'object' ? node[part] : undefined), loadMessages(key));
  if (typeof value !== 'string') throw new Error(`missing message ${path}`);
  return value;
};

describe('header menus (SPEC §2.6)', () => {
  const land = brand('land');
  const t = translator('land');

  it('lists the ten property types in the spec order', () => {
    expect(propertyTypeLinks(land, t).map((l) => l.label)).toEqual([
      'Farms', 'Ranches', 'Residential', 'Recreational', 'Hunting', 'Undeveloped', 'Horse Property', 'Commercial', 'Vineyards', 'Waterfront',
    ]);
  });

  it('lists all, hunting, farm and home auctions under the auctions segment', () => {
    const links = auctionLinks(land, t);
    expect(links.map((l) => l.label)).toEqual(['All Auctions', 'Hunting Auctions', 'Farm Auctions', 'Home Auctions']);
    for (const link of links) expect(dialects.land.parse(link.href)).toMatchObject({ kind: 'search', custom: ['auctions'] });
  });

  it('lists the other searches; near me is the national search marked for the browser (#near-me)', () => {
    const links = otherSearchLinks(brand('farm'), translator('farm'));
    expect(links.map((l) => l.label)).toEqual(['Log Cabins', 'Cheap Land', 'Land for Sale Near Me', 'Off-Grid', 'Mineral Rights']);
    expect(links.find((l) => l.label === 'Land for Sale Near Me')?.href).toBe('/search/all-land/#near-me');
    expect(links.find((l) => l.label === 'Mineral Rights')?.href).toBe('/search/mineral-rights/');
  });

  it('lists every state in Search By State', () => {
    const links = stateLinks(brand('rec'));
    expect(links).toHaveLength(states.length);
    expect(links.find((l) => l.label === 'New Mexico')?.href).toBe('/new-mexico-land-for-sale');
  });

  it.each([
    ['land', '/account/savedproperties/', '/account/savedsearches/', '/account/details/'],
    ['farm', '/account/savedproperties/', '/account/savedsearches/', '/account/details/'],
    ['rec', '/account/savedproperties', '/account/savedsearches', '/account/details'],
  ])('builds My Account links for %s in its dialect', (key, favorites, searches, settings) => {
    expect(accountLinks(brand(key), translator(key))).toEqual([
      { label: 'Favorites', href: favorites },
      { label: 'Saved Searches', href: searches },
      { label: 'Settings', href: settings },
    ]);
  });

  it('builds every menu link into a path its dialect parses back', () => {
    for (const key of ['land', 'farm', 'rec']) {
      const b = brand(key);
      const t = translator(key);
      const links = [...propertyTypeLinks(b, t), ...auctionLinks(b, t), ...otherSearchLinks(b, t), ...accountLinks(b, t)];
      expect(links.length, key).toBeGreaterThan(0);
      for (const link of links) expect(dialects[b.urlDialect].parse(new URL(link.href, 'http://x').pathname), link.href).not.toBeNull();
    }
  });
});

describe('finance link', () => {
  it('appears only when the header may show it and the id is above 0, with fcid', () => {
    expect(financeLink(brand('rec'), 'Finance')).toEqual({ label: 'Finance', href: '/financing?fcid=7' });
    expect(financeLink(brand('land'), 'Finance')).toBeNull();
    expect(financeLink({ ...brand('rec'), financeCenter: { showInHeader: true, financeId: 0 } }, 'Finance')).toBeNull();
    expect(financeLink({ ...brand('land'), financeCenter: { showInHeader: false, financeId: 9 } }, 'Finance')).toBeNull();
  });
});

describe('footer lists', () => {
  it('puts the popular states first and keeps every state', () => {
    const links = footerStateLinks(brand('farm'));
    expect(links).toHaveLength(states.length);
    expect(links[0]).toEqual({ label: 'Texas', href: '/search/texas/' });
    expect(new Set(links.map((l) => l.label)).size).toBe(states.length);
  });

  it('labels property types with the brand copy', () => {
    const rec = footerTypeLinks(brand('rec'), translator('rec')).map((l) => l.label);
    expect(rec.slice(0, 5)).toEqual(['Farms', 'Ranches', 'Residential Property', 'Recreational Property', 'Hunting Property']);
    expect(rec).toContain('Oceanfront Property');
    expect(footerTypeLinks(brand('land'), translator('land')).map((l) => l.label)).toContain('Beachfront Property');
  });
});
