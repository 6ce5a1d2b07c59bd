// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FilterBarLazy } from '@/components/search/filter-bar-lazy';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import { loadCompiledMessages } from '@/lib/brand/messages';
import { defaultCriteria } from '@/lib/search/criteria';
import { shownFilterCount } from '@/lib/search/filter-form-values';
import { idleForm } from '@/lib/ui';
import { lazyChunkWait } from '../lazy-wait';

// The search page's filters arrive as a chunk of their own (filter-bar-lazy.tsx): at once from the
// list-and-map width up, on a phone only when "Filters" is pressed (when the chunk is fetched:
// filter-bar-chunk.test.tsx).

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));

/** A window `width` px wide, as the `(min-width: …px)` queries see it. */
function viewport(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener: () => {}, removeEventListener: () => {} };
  }) as unknown as typeof window.matchMedia;
}

const texasWithPrice = defaultCriteria({ stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', priceMax: 500_000, propertyTypes: [128] });

/** The search page's filters as the page renders them, with the layout's providers. */
function page({ sheetOpen = false }: { sheetOpen?: boolean } = {}): ReactElement {
  return (
    <NextIntlClientProvider locale="en-US" timeZone="America/Chicago" messages={loadCompiledMessages('land') as Messages}>
      <UiStoreProvider initialState={sheetOpen ? { forms: { 'search-filter-sheet': { ...idleForm, expanded: true } } } : undefined}>
        <FilterBarLazy criteria={texasWithPrice} urlContext={{ dialect: 'land', place: { state: 'texas' } }} facets={{}}
          resultCount={{ total: 1234, totalIsCapped: false }} activeCount={shownFilterCount(texasWithPrice)} />
      </UiStoreProvider>
    </NextIntlClientProvider>
  );
}

beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => Response.json({ total: 1234, totalIsCapped: false })));
});
afterEach(() => {
  cleanup();
  document.body.replaceChildren();
  vi.unstubAllGlobals();
});

describe('the filters on a phone', () => {
  beforeEach(() => viewport(390));

  it("count the page's filters as the bar would, on a button that is disabled until the page's code runs", () => {
    expect(shownFilterCount(texasWithPrice)).toBe(2);
    document.body.innerHTML = renderToString(page());
    expect(screen.getByTestId('filters-open')).toHaveTextContent('Filters (2)');
    expect(screen.getByTestId('filters-open')).toBeDisabled();
    expect(screen.queryByTestId('filter-bar')).toBeNull();
  });

  it('mount no bar until the button is pressed', async () => {
    render(page());
    expect(screen.getByTestId('filters-open')).toBeEnabled();
    expect(screen.getByTestId('filters-open')).toHaveTextContent('Filters (2)');
    screen.getByTestId('filters-open').focus();
    // Effects and the promises they start have run.
    await act(async () => {});
    expect(screen.queryByTestId('filter-bar')).toBeNull();
    expect(document.activeElement).toBe(screen.getByTestId('filters-open'));
  });

  it('open the sheet when pressed, with the focus in it, and give the focus back to the button on Escape', async () => {
    render(page());
    const user = userEvent.setup();
    await user.click(screen.getByTestId('filters-open'));
    const sheet = await screen.findByRole('dialog', { name: 'Filters' }, lazyChunkWait);
    await waitFor(() => expect(document.activeElement).toBe(sheet));
    expect(screen.getByLabelText('Max price')).toHaveValue('500000');
    fireEvent.keyDown(sheet, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByTestId('filters-open'));
    expect(screen.getByTestId('filters-open')).toHaveTextContent('Filters (2)');
  });

  it('load the bar at once when the sheet is still open from the page before', async () => {
    render(page({ sheetOpen: true }));
    await screen.findByRole('dialog', { name: 'Filters' }, lazyChunkWait);
  });
});

describe('the filters from the list-and-map width up', () => {
  beforeEach(() => viewport(1366));

  it('load with the page, without being reached for', async () => {
    render(page());
    const bar = await screen.findByTestId('filter-bar', {}, lazyChunkWait);
    expect(bar).toHaveAccessibleName('Search filters');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
