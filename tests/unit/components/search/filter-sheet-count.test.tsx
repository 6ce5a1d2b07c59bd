// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterBar } from '@/components/search/filter-bar';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import { COUNT_API_PATH } from '@/lib/search/count-url';
import { defaultCriteria } from '@/lib/search/criteria';
import { lazyChunkWait } from '../lazy-wait';
import { renderWithBrand } from '../render-with-brand';

// The phone's filter sheet says how many results its button will show, counted as the visitor edits.

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const fetchMock = vi.fn<(input: string) => Promise<Response>>();
/** What the count API answers, by the page path and query it was asked for. */
const counts: Record<string, { total: number; totalIsCapped: boolean }> = {
  '/texas-land-for-sale/?priceMin=100000': { total: 812, totalIsCapped: false },
  '/texas-land-for-sale/?priceMin=200000': { total: 1, totalIsCapped: false },
  '/texas-land-for-sale/?keywordQuery=creek': { total: 1000, totalIsCapped: true },
};

beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url) => {
    const asked = new URL(url, 'http://land.localhost');
    const path = asked.searchParams.get('path') ?? '';
    asked.searchParams.delete('path');
    const query = asked.searchParams.toString();
    const count = counts[query ? `${path}?${query}` : path];
    return count ? Response.json(count) : Response.json({ errors: ['no such search'] }, { status: 404 });
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const texas = defaultCriteria({ stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX' });

async function openSheet() {
  const user = userEvent.setup();
  renderWithBrand(
    'land',
    <UiStoreProvider>
      <FilterBar criteria={texas} urlContext={{ dialect: 'land', place: { state: 'texas' } }} facets={{}} resultCount={{ total: 1234, totalIsCapped: false }} />
    </UiStoreProvider>,
  );
  await user.click(screen.getByTestId('filters-open'));
  const sheet = screen.getByRole('dialog', { name: 'Filters' });
  return { user, sheet, button: within(sheet).getByTestId('filters-show-results') };
}

describe("the filter sheet's Show results button", () => {
  it("says the page's own count without asking for it", async () => {
    const { button } = await openSheet();
    expect(button).toHaveTextContent('Show 1,234 results');
    expect(button).toHaveAttribute('data-count', '1234');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('counts what the fields describe once they rest, from the count API', async () => {
    const { user, sheet, button } = await openSheet();
    await user.type(within(sheet).getByLabelText('Min price'), '100k');
    // While the fields settle, the last count stays, marked as being counted again.
    expect(button).toHaveAttribute('data-counting', 'true');
    expect(button).toHaveTextContent('Show 1,234 results');
    await waitFor(() => expect(button).toHaveTextContent('Show 812 results'), lazyChunkWait);
    expect(button).not.toHaveAttribute('data-counting');
    expect(button).toHaveAttribute('data-count', '812');
    // One request for the settled text, none for each keystroke.
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual([`${COUNT_API_PATH}?path=/texas-land-for-sale/&priceMin=100000`]);
    expect(within(sheet).getByRole('status')).toHaveTextContent('812 properties for sale');
    // Nothing applied yet: the search changes only when the button is pressed.
    expect(push).not.toHaveBeenCalled();
  });

  it('says one result in the singular', async () => {
    const { user, sheet, button } = await openSheet();
    await user.click(within(sheet).getByLabelText('Min price'));
    await user.paste('200000');
    await waitFor(() => expect(button).toHaveTextContent(/^Show 1 result$/), lazyChunkWait);
  });

  it('says a capped keyword count with a plus', async () => {
    const { user, sheet, button } = await openSheet();
    await user.click(within(sheet).getByLabelText('Keywords'));
    await user.paste('creek');
    await waitFor(() => expect(button).toHaveTextContent('Show 1,000+ results'), lazyChunkWait);
  });

  it('counts nothing for a value that does not read, and says plain Show results', async () => {
    const { user, sheet, button } = await openSheet();
    await user.type(within(sheet).getByLabelText('Min price'), 'lots');
    await waitFor(() => expect(button).toHaveTextContent(/^Show results$/), lazyChunkWait);
    expect(button).not.toHaveAttribute('data-count');
    expect(button).not.toHaveAttribute('data-counting');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('shows no number when the count cannot be had', async () => {
    const { user, sheet, button } = await openSheet();
    await user.type(within(sheet).getByLabelText('Min price'), '300000');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled(), lazyChunkWait);
    await waitFor(() => expect(button).toHaveTextContent(/^Show results$/));
  });

  it('applies the counted search when pressed', async () => {
    const { user, sheet, button } = await openSheet();
    await user.type(within(sheet).getByLabelText('Min price'), '100k');
    await waitFor(() => expect(button).toHaveAttribute('data-count', '812'), lazyChunkWait);
    await user.click(button);
    await waitFor(() => expect(push).toHaveBeenCalledWith('/texas-land-for-sale/?priceMin=100000', { scroll: false }));
  });
});
