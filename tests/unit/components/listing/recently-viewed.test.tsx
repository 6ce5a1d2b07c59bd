// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecentlyViewed } from '@/components/listing/recently-viewed';
import { VIEWED_LISTINGS_KEY, type ViewedListingJson } from '@/lib/listings/viewed';
import { renderWithBrand } from '../render-with-brand';

const viewed = (id: number, over: Partial<ViewedListingJson> = {}): ViewedListingJson => ({
  id, title: `Listing ${id}`, href: `/property/llano-county-texas/${id}/`, priceLabel: '$100,000', acresLabel: '10 acres', place: 'Llano, TX',
  imageSrc: `/resizedimages/81/122/cover/80/webp/1-${id}`, marketStatus: 1, ...over,
});

let fetchMock: ReturnType<typeof vi.fn>;
beforeEach(() => {
  window.localStorage.clear();
  fetchMock = vi.fn(async () => Response.json([viewed(11), viewed(12, { marketStatus: 4 })]));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const renderViewed = (listingId: number) =>
  renderWithBrand('land', <SWRConfig value={{ provider: () => new Map() }}><RecentlyViewed listingId={listingId} heading="Recently viewed" /></SWRConfig>);

describe('RecentlyViewed (SPEC §7 getviewedlistings)', () => {
  it('records the listing first in local storage and shows the others the visitor viewed', async () => {
    window.localStorage.setItem(VIEWED_LISTINGS_KEY, JSON.stringify([11, 4321, 12]));
    renderViewed(4321);
    const section = await screen.findByTestId('recently-viewed');
    expect(JSON.parse(window.localStorage.getItem(VIEWED_LISTINGS_KEY) ?? '[]')).toEqual([4321, 11, 12]);
    expect(fetchMock).toHaveBeenCalledWith('/api/Property/getviewedlistings/11-12', expect.anything());
    expect(within(section).getByRole('heading', { name: 'Recently viewed' })).toBeInTheDocument();
    const links = within(section).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/property/llano-county-texas/11/', '/property/llano-county-texas/12/']);
    expect(links[1]).toHaveTextContent('Sold');
  });

  it('shows nothing and asks nothing when this is the first listing viewed', async () => {
    renderViewed(4321);
    await waitFor(() => expect(JSON.parse(window.localStorage.getItem(VIEWED_LISTINGS_KEY) ?? '[]')).toEqual([4321]));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(screen.queryByTestId('recently-viewed')).toBeNull();
  });

  it('shows nothing when the answer is not the endpoint’s shape', async () => {
    window.localStorage.setItem(VIEWED_LISTINGS_KEY, JSON.stringify([11]));
    fetchMock.mockResolvedValueOnce(Response.json({ errors: ['x'] }, { status: 400 }));
    renderViewed(4321);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByTestId('recently-viewed')).toBeNull();
  });
});
