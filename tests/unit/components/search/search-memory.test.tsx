// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchMemory } from '@/components/search/search-memory';
import type { SearchCriteria } from '@/lib/search/criteria';
import { RECENT_SEARCHES_KEY } from '@/lib/search/recent-searches';
import { SAVED_SEARCH_POPOVER_ARMING_MS, SAVED_SEARCH_POPOVER_KEY } from '@/lib/search/saved-search-popover';
import { renderInLayout } from '../render-in-layout';

const fetchMock = vi.fn(() => Promise.resolve(new Response(null, { status: 204 })));

beforeEach(() => {
  vi.stubGlobal('fetch', fetchMock);
  window.localStorage.clear();
  window.history.replaceState(null, '', '/texas-land-for-sale/llano-county/?priceMax=500000');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  fetchMock.mockClear();
  vi.unstubAllGlobals();
});

const texas = { stateId: 48, countyIdList: [48299], priceMax: 500000 } as SearchCriteria;
const renderMemory = (criteria: SearchCriteria, savable = true) =>
  renderInLayout('land', <SearchMemory siteId={1} popoverOnPhones criteria={criteria} name="Llano County, TX" savable={savable} />);

/** The popover's arming delay passes when the test says so (armPopover). */
function visitorOnTestClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  // No pause between a click's steps: it would wait on the faked clock.
  return userEvent.setup({ delay: null });
}

/** The arming delay passes; then the clock runs on its own again (user-event waits on real timers). */
function armPopover() {
  act(() => vi.advanceTimersByTime(SAVED_SEARCH_POPOVER_ARMING_MS));
  vi.useRealTimers();
}

describe('what a search leaves behind', () => {
  it('reports the URL of a search the visitor asked for, and remembers it as a recent search', () => {
    renderMemory(texas);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/api/Popular/logPopularSearch/1', expect.objectContaining({
      method: 'POST',
      body: JSON.stringify({ url: '/texas-land-for-sale/llano-county/?priceMax=500000' }),
    }));
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toContain('Llano County, TX');
  });

  it('does not report a map pan as a popular search', () => {
    renderMemory({ ...texas, mapBounds: { north: 31, south: 30, east: -98, west: -99 } } as SearchCriteria);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to save the search in the brand’s words, then stays away for 30 days', async () => {
    const user = visitorOnTestClock();
    renderMemory(texas);
    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    expect(dialog).toHaveTextContent('Get an email when new properties match Llano County, TX.');
    armPopover();
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(SAVED_SEARCH_POPOVER_KEY)).not.toBeNull();
    cleanup();
    renderMemory(texas);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lets taps through for its first moments, so a tap aimed at the page beneath is not taken by its buttons', async () => {
    const user = visitorOnTestClock();
    renderMemory(texas);
    const dialog = screen.getByRole('dialog', { name: 'Save this search' });
    expect(dialog).toHaveStyle({ pointerEvents: 'none' });
    await expect(user.click(screen.getByRole('button', { name: 'Not now' }))).rejects.toThrow(/pointer-events: none/);
    act(() => vi.advanceTimersByTime(SAVED_SEARCH_POPOVER_ARMING_MS - 1));
    expect(dialog).toHaveStyle({ pointerEvents: 'none' });
    act(() => vi.advanceTimersByTime(1));
    vi.useRealTimers();
    expect(dialog).not.toHaveStyle({ pointerEvents: 'none' });
    await user.click(screen.getByRole('button', { name: 'Not now' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opens the save-search panel from the popover (SPEC §3 saveSearch expanded)', async () => {
    const user = visitorOnTestClock();
    const { stores } = renderMemory(texas);
    armPopover();
    await user.click(screen.getByRole('button', { name: 'Save search' }));
    expect(stores.ui.getState().saveSearchExpanded).toBe(true);
    expect(screen.queryByRole('dialog', { name: 'Save this search' })).not.toBeInTheDocument();
  });

  it('never offers to save a page that is no savable search, nor reports it as a popular search', () => {
    renderMemory(texas, false);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(window.localStorage.getItem(RECENT_SEARCHES_KEY)).toContain('Llano County, TX');
  });
});
