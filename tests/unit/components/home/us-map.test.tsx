// @vitest-environment jsdom
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { UsMap } from '@/components/home/us-map';
import type { StateLink } from '@/components/home/state-links';
import { states } from '@/lib/geo/states';
import { hrefFor, searchRoute } from '@/lib/navigation';
import { usMapShapes } from '@/lib/us-map/server';
import { renderServer } from '../render-server';
import { brandOf } from '../render-with-brand';
import { fakeRouter } from '../render-in-layout';

vi.mock('next-intl/server', async () => (await import('../render-server')).serverTranslations);
vi.mock('next/navigation', async (original) => ({ ...(await original<object>()), useRouter: () => fakeRouter() }));

const brand = brandOf('land');
// As the home page builds them: every state's search page and its count of listings.
const stateLinks: StateLink[] = states.map((s, index) => ({
  id: s.id,
  name: s.name,
  href: hrefFor(brand, searchRoute({ state: s.slug })),
  count: s.abbreviation === 'TX' ? 1234 : s.abbreviation === 'RI' ? 1 : index,
}));

beforeAll(async () => {
  await renderServer('land', <UsMap states={stateLinks} />);
});

describe('the US map', () => {
  it('is a figure named by its heading and described as also being the list below', () => {
    const figure = screen.getByRole('figure', { name: 'Browse by map' });
    expect(figure).toHaveAccessibleDescription(/also in the list below/);
    expect(within(figure).getByRole('heading', { level: 2, name: 'Browse by map' })).toBeInTheDocument();
  });

  it('links each of the 52 states to its search page, named with its count of listings', () => {
    const links = within(screen.getByTestId('us-map')).getAllByRole('link');
    expect(links).toHaveLength(52);
    expect(links.map((link) => Number(link.getAttribute('data-state-id'))).sort((a, b) => a - b)).toEqual(states.map((s) => s.id).sort((a, b) => a - b));
    for (const link of links) {
      const state = stateLinks.find((s) => s.id === Number(link.getAttribute('data-state-id')));
      expect(link).toHaveAttribute('href', state?.href);
    }
    expect(screen.getByRole('link', { name: 'Texas, 1,234 listings' })).toHaveAttribute('href', hrefFor(brand, searchRoute({ state: 'texas' })));
    expect(screen.getByRole('link', { name: 'Rhode Island, 1 listing' })).toHaveAttribute('href', hrefFor(brand, searchRoute({ state: 'rhode-island' })));
    expect(screen.getByRole('link', { name: /^Puerto Rico, / })).toHaveAttribute('href', hrefFor(brand, searchRoute({ state: 'puerto-rico' })));
  });

  it('draws the shapes of lib/us-map in its viewBox', async () => {
    const shapes = await usMapShapes();
    const svg = screen.getByTestId('us-map');
    expect(svg).toHaveAttribute('viewBox', shapes.viewBox);
    const texas = screen.getByRole('link', { name: 'Texas, 1,234 listings' });
    expect(texas.querySelector('path')).toHaveAttribute('d', shapes.states.find((s) => s.id === 48)?.d);
  });

  it('labels large states with their abbreviation, hidden from the accessible name', () => {
    const texas = screen.getByRole('link', { name: 'Texas, 1,234 listings' });
    expect(texas.querySelector('text')).toHaveTextContent('TX');
    expect(screen.getByRole('link', { name: 'Rhode Island, 1 listing' }).querySelector('text')).toBeNull();
  });

  it('sits in a box of fixed proportions, so the state map can replace it without moving the page', () => {
    const box = screen.getByTestId('us-map-filter');
    expect(box.className).toMatch(/\baspect-\[4\/3\]/);
    expect(box.className).toMatch(/\bsm:aspect-\[8\/5\]/);
    expect(box).toContainElement(screen.getByTestId('us-map'));
  });
});
