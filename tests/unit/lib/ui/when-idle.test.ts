// @vitest-environment jsdom
import { afterEach, expect, it, vi } from 'vitest';
import { whenIdle } from '@/lib/ui/client';

// Work that can wait: an idle callback with a deadline where the browser has them, a timer elsewhere.

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

it('asks for an idle callback with the given deadline where the browser has them', () => {
  const requestIdleCallback = vi.fn((callback: IdleRequestCallback, options?: IdleRequestOptions) => {
    void options;
    callback({ didTimeout: false, timeRemaining: () => 10 });
    return 1;
  });
  vi.stubGlobal('requestIdleCallback', requestIdleCallback);
  const run = vi.fn();
  whenIdle(run, { timeout: 750, fallbackDelay: 40 });
  expect(requestIdleCallback).toHaveBeenCalledWith(expect.any(Function), { timeout: 750 });
  expect(run).toHaveBeenCalledTimes(1);
  // The work is called without the idle deadline's argument.
  expect(run).toHaveBeenCalledWith();
});

it('falls back to a timer of the given delay where there are no idle callbacks', () => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', undefined);
  const run = vi.fn();
  whenIdle(run, { timeout: 750, fallbackDelay: 40 });
  vi.advanceTimersByTime(39);
  expect(run).not.toHaveBeenCalled();
  vi.advanceTimersByTime(1);
  expect(run).toHaveBeenCalledTimes(1);
});
