// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SiteHeader } from '@/components/layout/site-header';
import { brandOf } from '../render-with-brand';
import { renderInLayout } from '../render-in-layout';

// The chrome's order, wording and paths as if every page were built; which links wait for their page is
// tested in tests/unit/lib/navigation/unbuilt-links.test.ts.
vi.mock('@/lib/routing/page-kinds', async (importOriginal) => ({ ...(await importOriginal<object>()), hasPage: () => true }));

const scrollTo = vi.fn();
beforeEach(() => {
  scrollTo.mockClear();
  vi.stubGlobal('scrollTo', scrollTo);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('mobile menu', () => {
  it('is not in the DOM before the first open, and loads when opened', async () => {
    const user = userEvent.setup();
    const { container } = renderInLayout('land', <SiteHeader brand={brandOf('land')} />);
    expect(container.querySelector('#mobile-menu')).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Site menu', hidden: true })).toBeNull();

    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    await user.click(button);
    const panel = await screen.findByRole('navigation', { name: 'Site menu' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(button).toHaveAttribute('aria-controls', panel.id);
    expect(within(panel).getByRole('link', { name: 'Search Land' })).toHaveAttribute('href', '/land/');
  });

  it('scrolls to the top on opening and on closing (SPEC §2.6)', async () => {
    const user = userEvent.setup();
    renderInLayout('rec', <SiteHeader brand={brandOf('rec')} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    await screen.findByRole('navigation', { name: 'Site menu' });
    expect(scrollTo).toHaveBeenCalledTimes(1);
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    await user.click(button);
    expect(scrollTo).toHaveBeenCalledTimes(2);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('navigation', { name: 'Site menu' })).toBeNull();
  });

  it('closes with Escape and gives focus back to the button', async () => {
    const user = userEvent.setup();
    renderInLayout('farm', <SiteHeader brand={brandOf('farm')} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await user.click(button);
    const panel = await screen.findByRole('navigation', { name: 'Site menu' });
    expect(within(panel).getByRole('link', { name: 'Find an Agent' })).toHaveAttribute('href', '/real-estate-agents/');
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(scrollTo).toHaveBeenCalledTimes(2);
  });
});
