// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteFooter } from '@/components/layout/site-footer';
import { states } from '@/lib/geo/states';
import { brandOf, renderWithBrand, siteBrandKeys } from '../render-with-brand';

// The chrome's order, wording and paths as if every page were built; which links wait for their page is
// tested in tests/unit/lib/navigation/unbuilt-links.test.ts.
vi.mock('@/lib/routing/page-kinds', async (importOriginal) => ({ ...(await importOriginal<object>()), hasPage: () => true }));

afterEach(cleanup);

function column(title: string) {
  const heading = screen.getByRole('heading', { name: title, level: 2 });
  const container = heading.parentElement;
  if (!container) throw new Error('column without container');
  return within(container);
}

describe('SiteFooter', () => {
  it('shows exactly 10 states, all of them after More, and 10 again after Less', async () => {
    const user = userEvent.setup();
    renderWithBrand('land', <SiteFooter brand={brandOf('land')} />);
    const byState = column('Real Estate For Sale by State');
    expect(byState.getAllByRole('link')).toHaveLength(10);
    const toggle = byState.getByRole('button', { name: /^More/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(byState.getAllByRole('link')).toHaveLength(states.length);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    // The column title tells this toggle from the other one (jsdom drops the space browsers keep).
    expect(toggle).toHaveAccessibleName(/^Less\s?Real Estate For Sale by State$/);
    await user.click(toggle);
    expect(byState.getAllByRole('link')).toHaveLength(10);
  });

  it('shows 5 property types before More on the main land site', async () => {
    const user = userEvent.setup();
    renderWithBrand('land', <SiteFooter brand={brandOf('land')} />);
    const byType = column('Real Estate For Sale by Type');
    expect(byType.getAllByRole('link')).toHaveLength(5);
    await user.click(byType.getByRole('button', { name: /^More/ }));
    expect(byType.getAllByRole('link').length).toBeGreaterThan(5);
  });

  it.each(siteBrandKeys)('collapses to the counts of the %s brand file', (key) => {
    const brand = brandOf(key);
    renderWithBrand(key, <SiteFooter brand={brand} />);
    for (const config of brand.footer.columns) {
      const links = column(config.title).getAllByRole('link');
      expect(links).toHaveLength(config.kind === 'links' ? config.links.length : config.collapsedCount);
    }
  });

  it('builds footer links with the brand dialect', () => {
    renderWithBrand('rec', <SiteFooter brand={brandOf('rec')} />);
    expect(column('Popular States').getByRole('link', { name: 'Texas' })).toHaveAttribute('href', '/texas-land-for-sale');
    expect(column('About Us').getByRole('link', { name: 'Sitemap' })).toHaveAttribute('href', '/sitemap');
    expect(column('Popular Searches').getByRole('link', { name: 'Farms' })).toHaveAttribute('href', '/land/farms');
  });

  it('links Advertise a Listing to add listing and Manage Listings to the lands connector (SPEC §6)', () => {
    renderWithBrand('land', <SiteFooter brand={brandOf('land')} />);
    const partners = column('For Partners');
    expect(partners.getByRole('link', { name: 'Advertise a Listing' })).toHaveAttribute('href', '/addlisting/');
    expect(partners.getByRole('link', { name: 'Manage Listings' })).toHaveAttribute('href', '/lands-connector/');
  });

  it('names social links, shows the copyright line and the legal links', () => {
    renderWithBrand('land', <SiteFooter brand={brandOf('land')} />);
    const social = within(screen.getByRole('navigation', { name: 'Follow us' }));
    expect(social.getByRole('link', { name: 'Acrewise on Facebook' })).toHaveAttribute('href', 'https://www.facebook.com/acrewise');
    expect(screen.getByText(`© ${new Date().getFullYear()} Acrewise Land Network. All rights reserved.`)).toBeInTheDocument();
    const legal = within(screen.getByRole('navigation', { name: 'Legal' }));
    expect(legal.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/termsofuse/');
    expect(screen.getByRole('navigation', { name: 'Footer' })).toBeInTheDocument();
  });

  it('uses the brand copy for property types (Oceanfront on rec)', async () => {
    const user = userEvent.setup();
    renderWithBrand('rec', <SiteFooter brand={brandOf('rec')} />);
    const types = column('Popular Searches');
    await user.click(types.getByRole('button', { name: /^More/ }));
    expect(types.getByRole('link', { name: 'Oceanfront Property' })).toBeInTheDocument();
  });
});
