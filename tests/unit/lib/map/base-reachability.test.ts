// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PROBE_TIMEOUT_MS, knownReach, markUnreachable, probeReach, resetReach } from '@/lib/map/base-reachability';

const url = 'https://tiles.example/style.json';

beforeEach(() => {
  resetReach();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('base map reachability', () => {
  it('asks once for concurrent maps, without cookies, and remembers the answer for the tab', async () => {
    const fetcher = vi.fn(async () => new Response('{}', { status: 200 }));
    const answers = await Promise.all([probeReach(url, fetcher), probeReach(url, fetcher)]);
    expect(answers).toEqual([true, true]);
    expect(fetcher).toHaveBeenCalledExactlyOnceWith(url, expect.objectContaining({ mode: 'cors', credentials: 'omit' }));
    expect(knownReach(url)).toBe(true);
    expect(JSON.parse(sessionStorage.getItem('map.base-reach') ?? '{}')).toEqual({ [url]: true });
    expect(await probeReach(url, fetcher)).toBe(true);
    expect(fetcher).toHaveBeenCalledTimes(1);
  });

  it('counts an error answer, a network failure and a host that does not answer in time as unreachable', async () => {
    expect(await probeReach(url, async () => new Response('', { status: 503 }))).toBe(false);
    resetReach();
    expect(await probeReach(url, async () => Promise.reject(new TypeError('Failed to fetch')))).toBe(false);
    resetReach();
    vi.useFakeTimers();
    const hanging = probeReach(url, (_u, init) => new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(new Error('aborted')))));
    await vi.advanceTimersByTimeAsync(PROBE_TIMEOUT_MS);
    expect(await hanging).toBe(false);
  });

  it('remembers a layer that failed while in use', () => {
    expect(knownReach(url)).toBeUndefined();
    markUnreachable(url);
    expect(knownReach(url)).toBe(false);
  });
});
