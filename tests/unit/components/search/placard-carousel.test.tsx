// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlacardCarousel } from '@/components/search/placard-carousel';
import { renderWithBrand } from '../render-with-brand';

type Callback = (entries: { isIntersecting: boolean }[]) => void;
const observers: { callback: Callback; margin: string | undefined }[] = [];

class FakeObserver {
  constructor(callback: Callback, options?: { rootMargin?: string }) {
    observers.push({ callback, margin: options?.rootMargin });
  }
  observe() {}
  disconnect() {}
}

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}

// jsdom lays nothing out; Swiper measures its frame to place the slides of a loop.
Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 320 });
Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 216 });

beforeEach(() => {
  observers.length = 0;
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
  setViewportWidth(1280);
});
afterEach(cleanup);

// Photos as the placard hands them over: their URLs, worked out from the card (placardPhotos).
const three = { images: ['/photo/1-1', '/photo/1-2', '/photo/1-3'] };
const eight = { images: [1, 2, 3, 4, 5, 6, 7, 8].map((id) => `/photo/1-${id}`) };

/** Scrolls every rendered carousel within 300 px of the view and waits for Swiper's chunk. */
async function bringIntoView() {
  act(() => observers.forEach((o) => o.callback([{ isIntersecting: true }])));
  await screen.findAllByTestId('carousel-counter');
}

const activeImage = (root: ParentNode = document) => root.querySelector('.swiper-slide-active img');
/** The photos the carousel has put in its slides so far, sorted. */
const slidePhotos = () => [...document.querySelectorAll('.swiper-slide img')].map((img) => img.getAttribute('src')).sort();
/** jsdom runs no CSS transitions: end Swiper's slide animations as a browser would. */
const endTransitions = () => document.querySelectorAll('.swiper-wrapper').forEach((wrapper) => fireEvent.transitionEnd(wrapper));
function press(key: 'ArrowLeft' | 'ArrowRight') {
  // Swiper's keyboard module still reads the legacy keyCode.
  fireEvent.keyDown(document.activeElement ?? document.body, { key, keyCode: key === 'ArrowLeft' ? 37 : 39 });
  endTransitions();
}
async function click(user: ReturnType<typeof userEvent.setup>, button: HTMLElement) {
  await user.click(button);
  endTransitions();
}

describe('PlacardCarousel (SPEC §4, §9)', () => {
  it('is only the first photo, at its size, until the placard is within 300 px of the view', () => {
    renderWithBrand('land', <PlacardCarousel {...three} alt="Ranch" width={320} height={216} />);
    expect(observers.map((o) => o.margin)).toEqual(['300px']);
    const only = screen.getByRole('img', { name: 'Ranch' });
    expect(only).toHaveAttribute('src', '/photo/1-1');
    expect(only).toHaveAttribute('width', '320');
    expect(only).toHaveAttribute('height', '216');
    expect(only).toHaveAttribute('loading', 'lazy');
    expect(screen.getAllByRole('img')).toHaveLength(1);
    expect(screen.queryByRole('button')).toBeNull();
    expect(document.querySelector('.swiper')).toBeNull();
  });

  it('loads the first photo eagerly for the first placards, and fetches the very first one first', () => {
    const { unmount } = renderWithBrand('land', <PlacardCarousel {...three} alt="Ranch" width={320} height={216} load="eager" />);
    expect(screen.getByRole('img', { name: 'Ranch' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Ranch' })).not.toHaveAttribute('fetchpriority');
    unmount();
    renderWithBrand('land', <PlacardCarousel {...three} alt="Ranch" width={320} height={216} load="first" />);
    expect(screen.getByRole('img', { name: 'Ranch' })).toHaveAttribute('loading', 'eager');
    expect(screen.getByRole('img', { name: 'Ranch' })).toHaveAttribute('fetchpriority', 'high');
  });

  it('then shows every photo with its size and alt text, and counts current/total', async () => {
    renderWithBrand('land', <PlacardCarousel {...three} alt="Ranch" width={320} height={216} />);
    await bringIntoView();
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1/3');
    const slides = screen.getAllByRole('img', { name: 'Ranch' });
    expect(slides.map((img) => img.getAttribute('src')).sort()).toEqual(['/photo/1-1', '/photo/1-2', '/photo/1-3']);
    for (const img of slides) {
      expect(img).toHaveAttribute('width', '320');
      expect(img).toHaveAttribute('height', '216');
    }
    expect(activeImage()).toHaveAttribute('src', '/photo/1-1');
  });

  it('wraps around with the previous and next buttons', async () => {
    const user = userEvent.setup();
    renderWithBrand('land', <PlacardCarousel {...three} alt="Ranch" width={320} height={216} />);
    await bringIntoView();
    await click(user, screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('3/3');
    expect(activeImage()).toHaveAttribute('src', '/photo/1-3');
    await click(user, screen.getByRole('button', { name: 'Next photo' }));
    await click(user, screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('2/3');
    expect(activeImage()).toHaveAttribute('src', '/photo/1-2');
  });

  it('moves with the arrow keys, only the carousel that has focus', async () => {
    const user = userEvent.setup();
    renderWithBrand(
      'land',
      <>
        <div data-testid="first">
          <PlacardCarousel {...three} alt="Ranch" width={320} height={216} />
        </div>
        <div data-testid="second">
          <PlacardCarousel {...three} alt="Farm" width={320} height={216} />
        </div>
      </>,
    );
    await bringIntoView();
    const first = within(screen.getByTestId('first'));
    const second = within(screen.getByTestId('second'));
    await click(user, first.getByRole('button', { name: 'Next photo' }));
    expect(first.getByTestId('carousel-counter')).toHaveTextContent('2/3');
    press('ArrowRight');
    expect(first.getByTestId('carousel-counter')).toHaveTextContent('3/3');
    press('ArrowRight');
    expect(first.getByTestId('carousel-counter')).toHaveTextContent('1/3');
    press('ArrowLeft');
    expect(first.getByTestId('carousel-counter')).toHaveTextContent('3/3');
    expect(second.getByTestId('carousel-counter')).toHaveTextContent('1/3');

    act(() => (document.activeElement as HTMLElement).blur());
    press('ArrowRight');
    expect(first.getByTestId('carousel-counter')).toHaveTextContent('3/3');
  });

  it('preloads 2 photos ahead on a phone-sized viewport', async () => {
    setViewportWidth(390);
    renderWithBrand('land', <PlacardCarousel {...eight} alt="Ranch" width={320} height={216} />);
    await bringIntoView();
    expect(document.querySelectorAll('.swiper-slide')).toHaveLength(8);
    expect(slidePhotos()).toEqual(['/photo/1-1', '/photo/1-2', '/photo/1-3']);
  });

  it('preloads 5 photos ahead on a desktop viewport, following the current photo and keeping those loaded', async () => {
    const user = userEvent.setup();
    setViewportWidth(1280);
    renderWithBrand('land', <PlacardCarousel {...eight} alt="Ranch" width={320} height={216} />);
    await bringIntoView();
    expect(slidePhotos()).toEqual(['/photo/1-1', '/photo/1-2', '/photo/1-3', '/photo/1-4', '/photo/1-5', '/photo/1-6']);
    await click(user, screen.getByRole('button', { name: 'Previous photo' }));
    // On the last photo: it joins the six already loaded (the five after it wrap round to them).
    expect(slidePhotos()).toEqual(['/photo/1-1', '/photo/1-2', '/photo/1-3', '/photo/1-4', '/photo/1-5', '/photo/1-6', '/photo/1-8']);
    for (const img of document.querySelectorAll('.swiper-slide img')) expect(img).toHaveAttribute('loading', 'eager');
  });
});
