// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingMapProps } from '@/components/listing/maps/listing-map';
import { ListingMapSection } from '@/components/listing/maps/listing-map-section';
import { openedCarousel } from '@/lib/ui';
import { carouselState, colors, place, renderWithStore, title } from './gallery-fixtures';

// The real map needs WebGL; this stands in for it behind the lazy loader.
vi.mock('@/components/listing/maps/listing-map', () => ({
  ListingMap: ({ view, cooperativeGestures }: ListingMapProps) => <div data-testid="listing-map" data-view={view} data-cooperative={String(cooperativeGestures)} />,
}));

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; margin: string | undefined }[] = [];
class FakeObserver {
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    observers.push({ callback, margin: options?.rootMargin });
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  observers.length = 0;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(cleanup);

const renderSection = () => renderWithStore(<ListingMapSection place={place} title={title} colors={colors} />);
const bringNear = () => act(() => observers.forEach((o) => o.callback([{ isIntersecting: true }])));

describe('ListingMapSection', () => {
  it('is the #map section, holding a box of the map size with no map until it is within 300 px of the view', () => {
    renderSection();
    expect(screen.getByRole('region', { name: 'Location' })).toHaveAttribute('id', 'map');
    expect(observers.map((o) => o.margin)).toEqual(['300px']);
    const box = document.querySelector('[data-map]');
    expect(box).toHaveAttribute('data-map', 'waiting');
    expect(box).toHaveClass('h-[320px]', 'md:h-[420px]');
    expect(screen.queryByTestId('listing-map')).toBeNull();
  });

  it('mounts the property map in the same box once near, zooming only with Ctrl or two fingers', async () => {
    renderSection();
    bringNear();
    const map = await screen.findByTestId('listing-map');
    expect(map).toHaveAttribute('data-view', 'property');
    expect(map).toHaveAttribute('data-cooperative', 'true');
    expect(document.querySelector('[data-map]')).toHaveAttribute('data-map', 'mounted');
  });

  it('switches between the property and the local map', async () => {
    const user = userEvent.setup();
    renderSection();
    bringNear();
    await user.click(screen.getByRole('button', { name: 'Local map' }));
    expect(await screen.findByTestId('listing-map')).toHaveAttribute('data-view', 'local');
    expect(screen.getByRole('button', { name: 'Local map' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Property map' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('opens the full-screen carousel on the map it shows', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(screen.getByRole('button', { name: 'Full-screen map' }));
    expect(carouselState()).toEqual(openedCarousel('propertyMap'));
    await user.click(screen.getByRole('button', { name: 'Local map' }));
    await user.click(screen.getByRole('button', { name: 'Full-screen map' }));
    expect(carouselState()).toEqual(openedCarousel('localMap'));
  });
});
