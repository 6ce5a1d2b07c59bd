// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingGallery } from '@/components/listing/gallery/listing-gallery';
import type { GalleryMedia } from '@/lib/listings/media';
import { closedCarousel, openedCarousel } from '@/lib/ui';
import { carouselState, colors, fakeLayout, fullMedia, photos, place, renderWithStore, setViewportWidth, title, vimeo } from './gallery-fixtures';

// The maps need WebGL; the carousel's map modes are checked in full-screen-carousel.test.tsx.
vi.mock('@/components/listing/maps/listing-map', () => ({ ListingMap: () => <div data-testid="listing-map" /> }));

beforeEach(() => {
  fakeLayout();
  setViewportWidth(1280);
});
afterEach(cleanup);

function renderGallery(media: GalleryMedia = fullMedia) {
  return renderWithStore(<ListingGallery media={media} title={title} place={place} colors={colors} />);
}

const srcSetUrls = (img: HTMLElement) => (img.getAttribute('srcset') ?? '').split(', ').map((entry) => entry.split(' ')[0]);

describe('ListingGallery: the hero in server HTML', () => {
  it('shows the first photo eagerly and first in line (the largest paint), with its size', () => {
    renderGallery();
    const hero = screen.getByRole('button', { name: 'Open photo 1 of 6' });
    const img = within(hero).getByRole('img', { name: `${title}, photo 1 of 6` });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img).toHaveAttribute('width', '900');
    expect(img).toHaveAttribute('height', '600');
    expect(img).toHaveAttribute('sizes', '(min-width: 901px) 50vw, 100vw');
  });

  it('asks for the SPEC §9 detail sizes: height 400 on phones, 600 on desktop (and their 2x)', () => {
    renderGallery();
    const img = within(screen.getByRole('button', { name: 'Open photo 1 of 6' })).getByRole('img');
    expect(img).toHaveAttribute('src', '/resizedimages/600/900/cover/80/webp/1-100');
    expect(srcSetUrls(img)).toEqual([
      '/resizedimages/400/600/cover/80/webp/1-100',
      '/resizedimages/600/900/cover/80/webp/1-100',
      '/resizedimages/800/1200/cover/80/webp/1-100',
      '/resizedimages/1200/1800/cover/80/webp/1-100',
    ]);
  });

  it('reserves the box before anything loads: 3:2 on phones, from the medium breakpoint 480 px high, less in a short window', () => {
    renderGallery();
    // 14rem under the window's height leaves room for the header, breadcrumbs and price (1366x768: 480 px).
    expect(screen.getByTestId('listing-gallery')).toHaveClass('aspect-[3/2]', 'w-full', 'md:aspect-auto', 'md:h-[clamp(20rem,calc(100svh-14rem),30rem)]');
  });

  it('puts four small photos beside the large one on wide screens, loaded lazily and hidden on phones', () => {
    renderGallery();
    const tiles = screen.getAllByTestId('gallery-tile');
    expect(tiles).toHaveLength(4);
    expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(['Open photo 2 of 6', 'Open photo 3 of 6', 'Open photo 4 of 6', 'Open photo 5 of 6']);
    // From the tablet breakpoint (the contact card beside the gallery) two of them, stacked beside the large one.
    expect(screen.getByTestId('listing-gallery').querySelector('.grid')).toHaveClass('md:grid-cols-4', 'lg:grid-cols-3');
    expect(tiles.map((tile) => tile.classList.contains('lg:hidden'))).toEqual([false, false, true, true]);
    for (const tile of tiles) {
      expect(tile).toHaveClass('hidden', 'md:block');
      expect(within(tile).getByRole('img')).toHaveAttribute('loading', 'lazy');
    }
  });

  it('has no carousel, Swiper or player in the first HTML', () => {
    renderGallery();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.querySelector('.swiper, iframe')).toBeNull();
  });
});

describe('ListingGallery: counts and buttons for the media that exist', () => {
  it('offers all photos, video, 3D tour and map when the listing has them', () => {
    renderGallery();
    const buttons = within(screen.getByTestId('gallery-buttons')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['See all 6 photos', 'Video', '3D Tour', 'Map']);
  });

  it('keeps its buttons small and in one row along the bottom edge on phones, leaving the photo clickable around them', () => {
    renderGallery();
    const row = screen.getByTestId('gallery-buttons');
    expect(row).toHaveClass('absolute', 'bottom-2', 'justify-end', 'pointer-events-none', 'md:flex-wrap');
    expect(row).not.toHaveClass('flex-wrap');
    for (const button of within(row).getAllByRole('button')) expect(button).toHaveClass('h-7', 'text-xs', 'md:text-sm');
  });

  it('offers no video or tour button without them, and counts a single photo', () => {
    renderGallery({ photos: photos(1), video: null, tour: null });
    const buttons = within(screen.getByTestId('gallery-buttons')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['See all 1 photo', 'Map']);
    expect(screen.queryAllByTestId('gallery-tile')).toHaveLength(0);
  });

  it('says there are no photos yet, keeping its box and the map button', () => {
    renderGallery({ photos: [], video: vimeo, tour: null });
    expect(screen.getByText('No photos yet')).toBeInTheDocument();
    expect(screen.queryByRole('img')).toBeNull();
    const buttons = within(screen.getByTestId('gallery-buttons')).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['Video', 'Map']);
  });

  it('shows two small photos for three or four photos, never a hole', () => {
    renderGallery({ photos: photos(4), video: null, tour: null });
    expect(screen.getAllByTestId('gallery-tile')).toHaveLength(2);
  });
});

describe('ListingGallery: opening the full-screen carousel (SPEC §4)', () => {
  it('opens in gallery mode at the clicked photo', async () => {
    const user = userEvent.setup();
    renderGallery();
    expect(carouselState()).toEqual(closedCarousel);
    await user.click(screen.getByRole('button', { name: 'Open photo 3 of 6' }));
    expect(carouselState()).toEqual(openedCarousel('gallery', 2));
    const dialog = await screen.findByRole('dialog', { name: `Gallery: ${title}` });
    expect(await within(dialog).findByTestId('gallery-counter')).toHaveTextContent('3 / 6');
  });

  it.each([
    ['See all 6 photos', 'gallery'],
    ['Video', 'video'],
    ['3D Tour', 'tour'],
    ['Map', 'propertyMap'],
  ] as const)('opens from "%s" in %s mode at the first slide', async (name, mode) => {
    const user = userEvent.setup();
    renderGallery();
    await user.click(within(screen.getByTestId('gallery-buttons')).getByRole('button', { name }));
    expect(carouselState()).toEqual(openedCarousel(mode, 0));
    expect(await screen.findByRole('dialog')).toHaveAttribute('data-mode', mode);
  });
});
