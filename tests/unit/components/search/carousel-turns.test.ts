// @vitest-environment jsdom
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { awaitCarouselTurn } from '@/components/search/carousel-turns';

// Placard carousels start one per idle moment, after Swiper's code has arrived (carousel-turns.ts), so
// two carousels in view never start in one long task. jsdom has no requestIdleCallback: the module
// falls back to a timer, which fake timers advance.

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it('starts the waiting carousels one per idle moment, none before the code has loaded', async () => {
  let arrive = () => {};
  // One chunk, as the carousel's loader keeps one promise.
  const code = new Promise<void>((resolve) => (arrive = resolve));
  const load = vi.fn(() => code);
  const started: string[] = [];
  awaitCarouselTurn(load, () => started.push('first'));
  awaitCarouselTurn(load, () => started.push('second'));
  awaitCarouselTurn(load, () => started.push('third'));

  await vi.advanceTimersByTimeAsync(100);
  expect(load).toHaveBeenCalled();
  expect(started).toEqual([]);

  arrive();
  // Each idle moment (a timer here) starts at most one carousel, until all have started.
  const counts: number[] = [];
  for (let step = 0; step < 10 && started.length < 3; step++) {
    await vi.advanceTimersToNextTimerAsync();
    counts.push(started.length);
  }
  expect(started).toEqual(['first', 'second', 'third']);
  counts.forEach((count, step) => expect(count - (counts[step - 1] ?? 0), `step ${step}`).toBeLessThanOrEqual(1));
});

it('leaves out a carousel that stopped waiting, and still starts one whose code failed to load', async () => {
  const started: string[] = [];
  const load = () => Promise.reject(new Error('chunk failed'));
  const leave = awaitCarouselTurn(load, () => started.push('gone'));
  awaitCarouselTurn(load, () => started.push('stays'));
  leave();
  await vi.advanceTimersByTimeAsync(100);
  // Started anyway: its lazy fallback then shows the failure as any lazy part does.
  expect(started).toEqual(['stays']);
});
