// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '@/components/layout/site-header';
import { brandOf } from '../render-with-brand';
import { renderInLayout } from '../render-in-layout';

// The chrome's order, wording and paths as if every page were built; which links wait for their page is
// tested in tests/unit/lib/navigation/unbuilt-links.test.ts.
vi.mock('@/lib/routing/page-kinds', async (importOriginal) => ({ ...(await importOriginal<object>()), hasPage: () => true }));

afterEach(cleanup);

const mainNav = () => within(screen.getByRole('navigation', { name: 'Main navigation' }));

describe('SiteHeader', () => {
  it('shows Finance with the finance id only on the recreational site', () => {
    renderInLayout('rec', <SiteHeader brand={brandOf('rec')} />);
    expect(mainNav().getByRole('link', { name: 'Finance' })).toHaveAttribute('href', '/financing?fcid=7');
    cleanup();
    for (const key of ['land', 'farm'] as const) {
      renderInLayout(key, <SiteHeader brand={brandOf(key)} />);
      expect(mainNav().queryByRole('link', { name: 'Finance' })).toBeNull();
      cleanup();
    }
  });

  it('hides Finance when the finance id is 0 even if the header may show it', () => {
    const brand = { ...brandOf('rec'), financeCenter: { showInHeader: true, financeId: 0 } };
    renderInLayout('rec', <SiteHeader brand={brand} />);
    expect(mainNav().queryByRole('link', { name: 'Finance' })).toBeNull();
  });

  it('renders the SPEC §2.6 actions with paths from the brand dialect', () => {
    renderInLayout('farm', <SiteHeader brand={brandOf('farm')} />);
    const nav = mainNav();
    expect(nav.getByRole('link', { name: 'Search Land' })).toHaveAttribute('href', '/search/all-land/');
    expect(nav.getByRole('link', { name: 'Find an Agent' })).toHaveAttribute('href', '/real-estate-agents/');
    expect(nav.getByRole('link', { name: 'Advertise' })).toHaveAttribute('href', '/addlisting/');
    expect(nav.getByRole('link', { name: 'Sign up' })).toHaveAttribute('href', '/login/?mode=signup');
    expect(nav.getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/');
    expect(nav.getByRole('link', { name: 'Add a Listing' })).toHaveAttribute('href', '/addlisting/');
  });

  it('links My Account to the dialect’s account paths (trailing slash on farm, none on rec)', () => {
    renderInLayout('farm', <SiteHeader brand={brandOf('farm')} />);
    expect(mainNav().getByRole('link', { name: 'Favorites', hidden: true }).getAttribute('href')).toMatch(/\/account\/savedproperties\/$/);
    cleanup();
    renderInLayout('rec', <SiteHeader brand={brandOf('rec')} />);
    const rec = mainNav();
    expect(rec.getByRole('link', { name: 'Favorites', hidden: true })).toHaveAttribute('href', '/account/savedproperties');
    expect(rec.getByRole('link', { name: 'Saved Searches', hidden: true })).toHaveAttribute('href', '/account/savedsearches');
    expect(rec.getByRole('link', { name: 'Settings', hidden: true })).toHaveAttribute('href', '/account/details');
  });

  it('opens a menu with its button, and Escape closes it and returns focus', async () => {
    const user = userEvent.setup();
    renderInLayout('land', <SiteHeader brand={brandOf('land')} />);
    const button = mainNav().getByRole('button', { name: /Property Types/ });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mainNav().queryByRole('link', { name: 'Ranches' })).toBeNull();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(mainNav().getByRole('link', { name: 'Ranches' })).toHaveAttribute('href', '/land/ranches/');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('opens a menu from the keyboard and closes it when focus moves to the next menu', async () => {
    const user = userEvent.setup();
    renderInLayout('land', <SiteHeader brand={brandOf('land')} />);
    const auctions = mainNav().getByRole('button', { name: /Auctions/ });
    auctions.focus();
    await user.keyboard('{Enter}');
    expect(auctions).toHaveAttribute('aria-expanded', 'true');
    const links = mainNav().getAllByRole('link', { name: /Auctions$/ });
    expect(links.map((l) => l.textContent)).toEqual(['All Auctions', 'Hunting Auctions', 'Farm Auctions', 'Home Auctions']);
    for (let i = 0; i < links.length + 1; i += 1) await user.tab();
    expect(auctions).toHaveAttribute('aria-expanded', 'false');
  });

  it('has a skip link to the main content and a logo link home named after the brand', () => {
    renderInLayout('land', <SiteHeader brand={brandOf('land')} />);
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveAttribute('href', '#main');
    const home = screen.getByRole('link', { name: 'Acrewise home page' });
    expect(home).toHaveAttribute('href', '/');
    expect(home.querySelector('img')).toHaveAttribute('src', '/brand-assets/land/logo.svg');
    expect(home).toHaveTextContent('Acrewise');
  });
});
