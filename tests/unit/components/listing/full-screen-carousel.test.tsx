// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingGallery } from '@/components/listing/gallery/listing-gallery';
import type { ListingMapProps } from '@/components/listing/maps/listing-map';
import type { GalleryMedia } from '@/lib/listings/media';
import { closedCarousel, openedCarousel } from '@/lib/ui';
import { carouselState, colors, fakeLayout, fullMedia, matterport, photos, place, renderWithStore, setViewportWidth, title, vimeo } from './gallery-fixtures';
import { lazyChunkWait } from '../lazy-wait';

// The real map needs WebGL: this stands in for it, showing which view the carousel asked for.
vi.mock('@/components/listing/maps/listing-map', () => ({
  ListingMap: ({ view, place: at }: ListingMapProps) => <div data-testid="listing-map" data-view={view} data-county={at.countyId} />,
}));

beforeEach(() => {
  fakeLayout();
  setViewportWidth(1280);
});
afterEach(cleanup);

function renderGallery(media: GalleryMedia = fullMedia) {
  return renderWithStore(<ListingGallery media={media} title={title} place={place} colors={colors} />);
}

/** Opens the carousel from a hero control and waits for its chunk. */
async function openFrom(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(screen.getByRole('button', { name }));
  return screen.findByRole('dialog', {}, lazyChunkWait);
}

const counter = () => screen.getByTestId('gallery-counter');
/** jsdom runs no CSS transitions: end Swiper's slide animations as a browser would. */
const endTransitions = () => document.querySelectorAll('.swiper-wrapper').forEach((wrapper) => fireEvent.transitionEnd(wrapper));
const slidePhotos = () => [...document.querySelectorAll('.swiper-slide img')].map((img) => img.getAttribute('alt')?.replace(/.*photo (\d+) of.*/, '$1')).map(Number).sort((a, b) => a - b);

describe('full-screen carousel: a modal dialog', () => {
  it('is labelled, modal, fills the screen and takes focus', async () => {
    const user = userEvent.setup();
    renderGallery();
    const dialog = await openFrom(user, 'Open photo 2 of 6');
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveAccessibleName(`Gallery: ${title}`);
    expect(dialog).toHaveClass('fixed', 'inset-0');
    // The dialog takes focus in an effect after it mounts: wait for it rather than race it.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /Close/ })).toHaveFocus(), lazyChunkWait);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape, resets the carousel state and returns focus to the photo that opened it', async () => {
    const user = userEvent.setup();
    renderGallery();
    const opener = screen.getByRole('button', { name: 'Open photo 4 of 6' });
    await openFrom(user, 'Open photo 4 of 6');
    expect(carouselState()).toEqual(openedCarousel('gallery', 3));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(carouselState()).toEqual(closedCarousel);
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('closes with its Close button, focus back on the button that opened it', async () => {
    const user = userEvent.setup();
    renderGallery();
    const dialog = await openFrom(user, 'Video');
    await user.click(within(dialog).getByRole('button', { name: /Close/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(carouselState()).toEqual(closedCarousel);
    expect(screen.getByRole('button', { name: 'Video' })).toHaveFocus();
  });

  it('keeps focus inside while open: Tab and Shift+Tab cycle through its controls', async () => {
    const user = userEvent.setup();
    renderGallery();
    const dialog = await openFrom(user, '3D Tour');
    const controls = within(dialog).getAllByRole('button');
    expect(controls.map((b) => b.textContent)).toEqual(['Photos', 'Video', '3D Tour', 'Property map', 'Local map', 'Close ✕', 'Start 3D tour']);
    const first = controls[0];
    const last = controls.at(-1);
    for (let i = 0; i < controls.length * 2; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    last?.focus();
    await user.tab();
    expect(first).toHaveFocus();
    await user.tab({ shift: true });
    expect(last).toHaveFocus();
  });

  it('brings focus back when something outside takes it', async () => {
    const user = userEvent.setup();
    renderGallery();
    const dialog = await openFrom(user, 'Map');
    act(() => screen.getByRole('button', { name: 'Open photo 1 of 6' }).focus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });
});

describe('full-screen carousel: modes', () => {
  it('switches mode with its buttons, one SPEC flag at a time, and comes back to the same photo', async () => {
    const user = userEvent.setup();
    renderGallery();
    const dialog = await openFrom(user, 'Open photo 3 of 6');
    await user.click(within(dialog).getByRole('button', { name: 'Video' }));
    expect(carouselState()).toEqual(openedCarousel('video'));
    expect(dialog).toHaveAttribute('data-mode', 'video');
    expect(within(dialog).getByRole('button', { name: 'Video' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Local map' }));
    expect(carouselState()).toEqual(openedCarousel('localMap'));
    expect(await within(dialog).findByTestId('listing-map')).toHaveAttribute('data-view', 'local');
    await user.click(within(dialog).getByRole('button', { name: 'Property map' }));
    expect(await within(dialog).findByTestId('listing-map')).toHaveAttribute('data-view', 'property');
    expect(within(dialog).getByTestId('listing-map')).toHaveAttribute('data-county', '48299');
    await user.click(within(dialog).getByRole('button', { name: 'Photos' }));
    expect(carouselState()).toEqual(openedCarousel('gallery', 2));
    expect(await within(dialog).findByTestId('gallery-counter')).toHaveTextContent('3 / 6');
  });

  it('offers only the modes the listing has', async () => {
    const user = userEvent.setup();
    renderGallery({ photos: photos(2), video: null, tour: null });
    const dialog = await openFrom(user, 'Map');
    const modes = within(within(dialog).getByRole('group', { name: 'Show' })).getAllByRole('button');
    expect(modes.map((b) => b.textContent)).toEqual(['Photos', 'Property map', 'Local map']);
  });
});

describe('full-screen carousel: photos (SPEC §4, §9)', () => {
  it('counts n / N, wraps round with previous and next, and keeps the store on the current photo', async () => {
    const user = userEvent.setup();
    renderGallery();
    await openFrom(user, 'Open photo 1 of 6');
    expect(await screen.findByTestId('gallery-counter')).toHaveTextContent('1 / 6');
    await user.click(screen.getByRole('button', { name: 'Previous photo' }));
    endTransitions();
    expect(counter()).toHaveTextContent('6 / 6');
    expect(carouselState().currentCarouselSlideIndex).toBe(5);
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    endTransitions();
    await user.click(screen.getByRole('button', { name: 'Next photo' }));
    endTransitions();
    expect(counter()).toHaveTextContent('2 / 6');
    expect(carouselState().currentCarouselSlideIndex).toBe(1);
  });

  it('moves with the arrow keys', async () => {
    const user = userEvent.setup();
    renderGallery();
    await openFrom(user, 'Open photo 2 of 6');
    await screen.findByTestId('gallery-counter');
    // Swiper's keyboard module still reads the legacy keyCode.
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowRight', keyCode: 39 });
    endTransitions();
    expect(counter()).toHaveTextContent('3 / 6');
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'ArrowLeft', keyCode: 37 });
    endTransitions();
    expect(counter()).toHaveTextContent('2 / 6');
  });

  it('goes to a photo from its thumbnail', async () => {
    const user = userEvent.setup();
    renderGallery();
    await openFrom(user, 'See all 6 photos');
    await user.click(await screen.findByRole('button', { name: 'Show photo 5' }));
    endTransitions();
    expect(counter()).toHaveTextContent('5 / 6');
    expect(carouselState().currentCarouselSlideIndex).toBe(4);
    expect(screen.getByRole('button', { name: 'Show photo 5' })).toHaveAttribute('aria-current', 'true');
  });

  it('loads the photo shown and 5 ahead on a desktop, at the detail sizes', async () => {
    const user = userEvent.setup();
    renderGallery({ photos: photos(9), video: null, tour: null });
    await openFrom(user, 'Open photo 2 of 9');
    await screen.findByTestId('gallery-counter');
    expect(slidePhotos()).toEqual([2, 3, 4, 5, 6, 7]);
    const shown = document.querySelector('.swiper-slide-active img');
    expect(shown).toHaveAttribute('srcset', expect.stringContaining('/resizedimages/400/600/'));
    expect(shown).toHaveAttribute('srcset', expect.stringContaining('/resizedimages/600/900/'));
  });

  it('loads the photo shown and 2 ahead on a phone', async () => {
    setViewportWidth(390);
    const user = userEvent.setup();
    renderGallery({ photos: photos(9), video: null, tour: null });
    await openFrom(user, 'See all 9 photos');
    await screen.findByTestId('gallery-counter');
    expect(slidePhotos()).toEqual([1, 2, 3]);
  });
});

describe('full-screen carousel: video and tour players', () => {
  it('creates no YouTube frame until play is pressed, then the nocookie player', async () => {
    const user = userEvent.setup();
    renderGallery();
    const dialog = await openFrom(user, 'Video');
    expect(dialog.querySelector('iframe')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Play video' }));
    const frame = within(dialog).getByTitle(`Video of ${title}`);
    expect(frame.tagName).toBe('IFRAME');
    expect(frame).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&playsinline=1');
    expect(frame).toHaveFocus();
  });

  it('plays a Vimeo video on the Vimeo player', async () => {
    const user = userEvent.setup();
    renderGallery({ ...fullMedia, video: vimeo });
    const dialog = await openFrom(user, 'Video');
    expect(dialog.querySelector('iframe')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Play video' }));
    expect(within(dialog).getByTitle(`Video of ${title}`)).toHaveAttribute('src', 'https://player.vimeo.com/video/123456789?autoplay=1');
  });

  it('frames the Matterport tour only after it is started', async () => {
    const user = userEvent.setup();
    renderGallery();
    const dialog = await openFrom(user, '3D Tour');
    expect(dialog.querySelector('iframe')).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Start 3D tour' }));
    expect(within(dialog).getByTitle(`3D tour of ${title}`)).toHaveAttribute('src', `${matterport.url}&play=1`);
  });

  it('links out to a tour on a host the page may not frame', async () => {
    const user = userEvent.setup();
    renderGallery({ ...fullMedia, tour: { url: 'https://tours.example.com/ranch' } });
    const dialog = await openFrom(user, '3D Tour');
    const link = within(dialog).getByRole('link', { name: 'Open the 3D tour in a new tab' });
    expect(link).toHaveAttribute('href', 'https://tours.example.com/ranch');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(dialog.querySelector('iframe')).toBeNull();
  });
});
