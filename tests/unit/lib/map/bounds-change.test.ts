import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BOUNDS_CHANGE_DELAY_MS, createBoundsReporter, type Bounds, type MapMove } from '@/lib/map';

const texas: Bounds = { north: 36.500001, south: 25.83712, east: -93.50783, west: -106.645646 };
const move = (over: Partial<MapMove> = {}): MapMove => ({ bounds: texas, zoom: 5.4321, userInitiated: true, ...over });

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('search in bounds', () => {
  it('reports a user move once the map has been still for 300 ms, rounded', () => {
    const onChange = vi.fn();
    const reporter = createBoundsReporter(onChange);
    reporter.moveEnded(move());
    vi.advanceTimersByTime(BOUNDS_CHANGE_DELAY_MS - 1);
    expect(onChange).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(BOUNDS_CHANGE_DELAY_MS).toBe(300);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ north: 36.5, south: 25.8371, east: -93.5078, west: -106.6456 }, 5.43);
    expect(reporter.lastReported()).toEqual({ north: 36.5, south: 25.8371, east: -93.5078, west: -106.6456 });
  });

  it('makes one search of several quick moves, with the last bounds', () => {
    const onChange = vi.fn();
    const reporter = createBoundsReporter(onChange);
    reporter.moveEnded(move({ zoom: 5 }));
    vi.advanceTimersByTime(200);
    reporter.moveEnded(move({ zoom: 6 }));
    vi.advanceTimersByTime(200);
    reporter.moveEnded(move({ zoom: 7, bounds: { north: 33, south: 32, east: -97, west: -98 } }));
    vi.advanceTimersByTime(300);
    expect(onChange).toHaveBeenCalledExactlyOnceWith({ north: 33, south: 32, east: -97, west: -98 }, 7);
  });

  it('ignores moves the page made itself (initial fit, refit, near-me fly-to)', () => {
    const onChange = vi.fn();
    const reporter = createBoundsReporter(onChange);
    reporter.moveEnded(move({ userInitiated: false }));
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
    expect(reporter.lastReported()).toBeNull();
  });

  it('does not search again when a move ends where the last search was', () => {
    const onChange = vi.fn();
    const reporter = createBoundsReporter(onChange);
    reporter.moveEnded(move());
    vi.advanceTimersByTime(300);
    reporter.moveEnded(move({ bounds: { ...texas, north: 36.50002 } }));
    vi.advanceTimersByTime(300);
    expect(onChange).toHaveBeenCalledTimes(1);
    reporter.moveEnded(move({ zoom: 6 }));
    vi.advanceTimersByTime(300);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('drops a pending report when cancelled (the map unmounted)', () => {
    const onChange = vi.fn();
    const reporter = createBoundsReporter(onChange, { delayMs: 50 });
    reporter.moveEnded(move());
    reporter.cancel();
    vi.advanceTimersByTime(1000);
    expect(onChange).not.toHaveBeenCalled();
  });
});
