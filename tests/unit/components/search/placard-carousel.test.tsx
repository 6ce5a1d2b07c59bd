// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PlacardCarousel } from '@/components/search/placard-carousel';

let trigger: ((entries: { isIntersecting: boolean }[]) => void) | undefined;
let margin: string | undefined;

class FakeObserver {
  constructor(callback: (entries: { isIntersecting: boolean }[]) => void, options?: { rootMargin?: string }) {
    trigger = callback;
    margin = options?.rootMargin;
  }
  observe() {}
  disconnect() {}
}

beforeEach(() => {
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});
afterEach(cleanup);

const images = ['/a.webp', '/b.webp', '/c.webp'];

describe('PlacardCarousel (SPEC §4)', () => {
  it('waits until within 300 px of the view before showing controls', () => {
    render(<PlacardCarousel images={images} alt="Ranch" width={320} height={216} />);
    expect(margin).toBe('300px');
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.getAllByRole('img')).toHaveLength(1);
  });

  it('counts current/total, loops both ways and preloads the neighbours', async () => {
    render(<PlacardCarousel images={images} alt="Ranch" width={320} height={216} />);
    act(() => trigger?.([{ isIntersecting: true }]));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('1/3');
    expect(document.querySelectorAll('img')).toHaveLength(3);
    await userEvent.click(screen.getByRole('button', { name: 'Previous photo' }));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('3/3');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(screen.getByTestId('carousel-counter')).toHaveTextContent('2/3');
    expect(screen.getByRole('img', { name: 'Ranch' })).toHaveAttribute('src', '/b.webp');
  });
});
