import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';

/**
 * For tests of the listing page's logging islands: every test starts with a fetch that answers 200
 * (the logging endpoint) and an empty data layer. Call once at the top of a test file.
 */
export function captureListingEvents() {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => new Response(null, { status: 200 }));
  beforeEach(() => {
    fetchMock.mockClear();
    vi.stubGlobal('fetch', fetchMock);
    delete window.dataLayer;
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
  /** The JSON bodies sent to the logging endpoint, in order. */
  const sentEvents = (): unknown[] => fetchMock.mock.calls.map(([, init]) => JSON.parse(String(init?.body)));
  return { fetchMock, sentEvents };
}
