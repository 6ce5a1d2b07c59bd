// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePageSettled } from '@/lib/hooks/use-page-settled';

afterEach(() => vi.restoreAllMocks());

describe('usePageSettled', () => {
  it('stays false while the page loads, and turns true after the load event and an idle moment', async () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    const idle = vi.fn<(callback: () => void) => number>((callback) => window.setTimeout(callback, 0));
    Object.assign(window, { requestIdleCallback: idle });
    const { result } = renderHook(() => usePageSettled());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(result.current).toBe(false);
    expect(idle).not.toHaveBeenCalled();
    act(() => {
      window.dispatchEvent(new Event('load'));
    });
    await waitFor(() => expect(result.current).toBe(true));
    expect(idle).toHaveBeenCalledTimes(1);
    // Every later caller is settled at once.
    const later = renderHook(() => usePageSettled());
    await waitFor(() => expect(later.result.current).toBe(true));
  });
});
