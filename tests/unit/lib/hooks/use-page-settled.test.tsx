// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The hook keeps whether the page has settled for the page's lifetime (a module-level promise), so this
// file loads it fresh: an earlier file's render in the same worker may have settled it already.
vi.resetModules();
const { usePageSettled } = await import('@/lib/hooks/use-page-settled');

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('usePageSettled', () => {
  it('stays false while the page loads, and turns true after the load event and an idle moment', async () => {
    // The hook's fallback and the idle stand-in below both run on setTimeout; nothing else needs faking.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = vi.fn<(callback: () => void) => number>((callback) => window.setTimeout(callback, 0));
    Object.assign(window, { requestIdleCallback: idle });
    const { result } = renderHook(() => usePageSettled());
    // Every timer the hook could have started runs out: without the load event nothing may settle it.
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(false);
    expect(idle).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    expect(idle).toHaveBeenCalledTimes(1);
    expect(result.current).toBe(false); // loaded, but the browser has not been idle yet
    await act(() => vi.runAllTimersAsync());
    expect(result.current).toBe(true);
    expect(idle).toHaveBeenCalledTimes(1);
    // Every later caller is settled at once: no timer runs, only the settled promise's callback.
    const later = renderHook(() => usePageSettled());
    await act(async () => {});
    expect(later.result.current).toBe(true);
  });
});
