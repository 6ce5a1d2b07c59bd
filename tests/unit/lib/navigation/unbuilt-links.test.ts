import { describe, expect, it } from 'vitest';
import { siteBrand, siteBrands } from '@/lib/brand/registry';
import type { SiteBrand } from '@/lib/brand/schema';
import { brandLink, footerColumnLinks, headerModel, isLink, type LinkRow, type NavLink } from '@/lib/navigation';
import { dialects, hasPage } from '@/lib/routing';

// docs/not-found.md: the chrome links only to pages that exist. Every on-site link of every brand's
// header (actions, menus, account area) and footer (columns, legal links) parses, in the brand's own
// dialect, to a route kind that has a page.

const echo = (key: string) => key;

const fromRows = (rows: readonly LinkRow[]): NavLink[] => rows.map(([label, href]) => ({ label, href }));

function chromeLinks(brand: SiteBrand): NavLink[] {
  const header = headerModel(brand, echo);
  return [
    ...header.actions,
    ...header.menus.flatMap((menu) => fromRows(menu.links)),
    ...[header.account.logIn, header.account.signUp].filter(isLink),
    ...fromRows(header.account.menu?.links ?? []),
    ...brand.footer.columns.flatMap((column) => footerColumnLinks(brand, column, echo)),
    ...brand.legalLinks.map((link) => brandLink(brand, link)).filter(isLink),
  ];
}

describe('links in the chrome', () => {
  for (const { key } of siteBrands()) {
    it(`lead only to pages that exist on ${key}`, () => {
      const brand = siteBrand(key) as SiteBrand;
      const onSite = chromeLinks(brand).filter((link) => !link.external);
      expect(onSite.length).toBeGreaterThan(20);
      for (const link of onSite) {
        const route = dialects[brand.urlDialect].parse(new URL(link.href, 'http://x').pathname);
        expect(route, link.href).not.toBeNull();
        if (route) expect(hasPage(route), `${link.label}: ${link.href} (${route.kind})`).toBe(true);
      }
    });
  }

  for (const { key } of siteBrands()) {
    it(`hide nothing on ${key}: every link its brand file names has a page`, () => {
      const brand = siteBrand(key) as SiteBrand;
      const named = [...brand.footer.columns.flatMap((column) => (column.kind === 'links' ? column.links : [])), ...brand.legalLinks];
      expect(named.filter((link) => brandLink(brand, link) === null).map((link) => link.label)).toEqual([]);
    });
  }

  it('leave out a brand-file link whose page is not built, and keep off-site links', () => {
    const land = siteBrand('land') as SiteBrand;
    // The listing-feed documentation has no page yet; the sitemap and the finance center have one.
    expect(hasPage({ kind: 'landfeed', page: 'docs' })).toBe(false);
    expect(brandLink(land, { label: 'Feeds', route: 'landfeed-docs' })).toBeNull();
    expect(brandLink(land, { label: 'Finance', route: 'financing' })).toEqual({ label: 'Finance', href: '/financing/?fcid=3' });
    expect(brandLink(land, { label: 'Sitemap', route: 'sitemap' })).toEqual({ label: 'Sitemap', href: '/sitemap/' });
    expect(brandLink(land, { label: 'Saved', route: 'saved-searches' })).toEqual({ label: 'Saved', href: expect.stringContaining('account') });
    expect(brandLink(land, { label: 'Partner', url: 'https://partner.example/' })).toEqual({ label: 'Partner', href: 'https://partner.example/', external: true });
  });
});
