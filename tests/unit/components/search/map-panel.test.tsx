// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor, type RenderResult } from '@testing-library/react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import type { ReactElement, ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchMapProps } from '@/components/search/search-map';
import type { MapHighlight } from '@/lib/map';
import { loadCompiledMessages } from '@/lib/brand/messages';
import { defaultCriteria, type SearchCriteria } from '@/lib/search/criteria';
import type { MarkersResponse } from '@/lib/search/markers-url';
import type { SearchUrlContext } from '@/lib/search/url-from-criteria';

const go = vi.hoisted(() => vi.fn<(href: string) => void>());
vi.mock('@/lib/hooks/use-search-navigation', () => ({ useSearchNavigation: () => ({ go, pending: false }) }));

// The real map needs WebGL: this one shows what it was given and moves when asked.
const movedTo = { south: 30.1, west: -99.2, north: 31.3, east: -98.1 };
vi.mock('@/components/search/search-map-lazy', () => ({
  SearchMapLazy: ({ markers, initialBounds, onBoundsChange }: SearchMapProps) => (
    <button type="button" data-testid="search-map" data-marker-count={markers.length} data-initial-bounds={JSON.stringify(initialBounds ?? null)}
      onClick={() => onBoundsChange?.(movedTo, 9.04)}>
      move
    </button>
  ),
}));

const { MapPanel } = await import('@/components/search/map-panel');

const answer: MarkersResponse = {
  total: 1204,
  totalIsCapped: false,
  markers: [1, 2].map((id) => ({
    id, latitude: 30.75, longitude: -98.68, levelClass: 'gold', priceLabel: '$425,000', acresLabel: '40 acres', title: `Listing ${id}`,
    href: `/property/llano-county-tx/${id}/`, imageSrc: null,
  })),
};

const fetchMock = vi.fn<(input: string, init?: RequestInit) => Promise<Response>>();

beforeEach(() => {
  go.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json(answer));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const texas = defaultCriteria({ stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', acresMin: 40 });
const context: SearchUrlContext = { dialect: 'land', place: { state: 'texas' } };

function panel(criteria: SearchCriteria, highlight: MapHighlight | null = { level: 'state', id: 48 }): ReactElement {
  return <MapPanel criteria={criteria} urlContext={context} highlight={highlight} accent="#2f6b3f" primary="#1d3b2a" />;
}

/** The land brand's messages, and an SWR cache of its own per test, as a fresh page load has; both stay across rerenders. */
function Page({ children }: { children: ReactNode }) {
  return (
    <NextIntlClientProvider locale="en-US" timeZone="America/Chicago" messages={loadCompiledMessages('land') as Messages}>
      <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
    </NextIntlClientProvider>
  );
}

const renderPanel = (criteria: SearchCriteria, highlight?: MapHighlight | null): RenderResult => render(panel(criteria, highlight), { wrapper: Page });

describe('map panel markers', () => {
  it("asks for them with a GET of the page's own path and query, and shows them", async () => {
    renderPanel(texas);
    await waitFor(() => expect(screen.getByTestId('search-map')).toHaveAttribute('data-marker-count', '2'));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/search/markers?path=/texas-land-for-sale/&acresMin=40');
    expect(init?.method ?? 'GET').toBe('GET');
    expect(init?.body).toBeUndefined();
    expect(screen.getByTestId('map-panel')).toHaveAttribute('data-total', '1204');
  });

  it('follows the URL after a map move: the next GET is keyed by the URL the move went to', async () => {
    const { rerender } = renderPanel(texas);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    act(() => screen.getByTestId('search-map').click());
    expect(go).toHaveBeenCalledTimes(1);
    const moved = go.mock.calls[0]?.[0] ?? '';
    expect(moved).toBe('/texas-land-for-sale/?acresMin=40&bounds=30.1,-99.2,31.3,-98.1&mapZoom=9');
    // The page renders again with the criteria of the URL it navigated to.
    rerender(panel({ ...texas, mapBounds: movedTo, mapZoom: 9 }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(fetchMock.mock.calls[1]?.[0]).toBe(`/api/search/markers?path=${moved.replace('?', '&')}`);
  });

  it('asks once for the same search, however often the page renders', async () => {
    const { rerender } = renderPanel(texas);
    await waitFor(() => expect(screen.getByTestId('search-map')).toHaveAttribute('data-marker-count', '2'));
    rerender(panel({ ...texas }));
    rerender(panel(defaultCriteria({ stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', acresMin: 40 })));
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it.each([
    ['an error status', () => Response.json({ errors: ['Something went wrong on our side'] }, { status: 500 })],
    ['an answer of another shape', () => new Response('<html>Bad gateway</html>', { headers: { 'content-type': 'text/html' } })],
  ])('says the map could not load them on %s', async (_what, respond) => {
    fetchMock.mockImplementation(async () => respond());
    renderPanel(texas);
    expect(await screen.findByRole('alert')).toBeVisible();
    expect(screen.getByTestId('search-map')).toHaveAttribute('data-marker-count', '0');
  });
});

describe('map panel first view', () => {
  const initialBounds = () => JSON.parse(screen.getByTestId('search-map').getAttribute('data-initial-bounds') ?? 'null');
  const llano = { north: 30.922, south: 30.486, east: -98.352, west: -98.966 };

  it("opens on the place's bounds when the page gives them", async () => {
    renderPanel(texas, { level: 'county', id: 48299, bounds: llano });
    await waitFor(() => expect(screen.getByTestId('search-map')).toHaveAttribute('data-marker-count', '2'));
    expect(initialBounds()).toEqual(llano);
  });

  it('lets the bounds in the URL win over the place', async () => {
    renderPanel({ ...texas, mapBounds: movedTo }, { level: 'county', id: 48299, bounds: llano });
    await waitFor(() => expect(screen.getByTestId('search-map')).toHaveAttribute('data-marker-count', '2'));
    expect(initialBounds()).toEqual(movedTo);
  });

  it('leaves a place without known bounds to the map, which fits its outline, and fits the markers of no place', async () => {
    const view = renderPanel(texas, { level: 'state', id: 48 });
    await waitFor(() => expect(screen.getByTestId('search-map')).toHaveAttribute('data-marker-count', '2'));
    expect(initialBounds()).toBeNull();
    view.unmount();
    renderPanel(defaultCriteria({ keywordQuery: 'creek' }), null);
    await waitFor(() => expect(screen.getByTestId('search-map')).toHaveAttribute('data-marker-count', '2'));
    expect(initialBounds()).toEqual({ south: 30.75, north: 30.7501, west: -98.68, east: -98.68 });
  });
});
