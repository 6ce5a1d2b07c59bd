// @vitest-environment jsdom
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, expect, it, vi } from 'vitest';
import { FilterBarLazy } from '@/components/search/filter-bar-lazy';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { defaultCriteria } from '@/lib/search/criteria';
import { formSubmission } from '@/lib/ui';
import { lazyChunkWait } from '../lazy-wait';
import { renderWithBrand } from '../render-with-brand';

// When a phone fetches the filter bar's chunk (filter-bar-lazy.tsx): not with the page, when the
// "Filters" button is reached for. The bar is a stand-in here, counted when its module is evaluated.
// One test: a module is evaluated once per file.

const barEvaluated = vi.hoisted(() => vi.fn());
vi.mock('@/components/search/filter-bar', () => {
  barEvaluated();
  return {
    FilterBar: function StandIn() {
      const sheetOpen = useUiStore((s) => formSubmission(s, 'search-filter-sheet').expanded);
      return <p data-testid="stand-in-bar">{sheetOpen ? 'sheet open' : 'sheet closed'}</p>;
    },
  };
});

afterEach(cleanup);

it("a phone fetches the filters' code when Filters is reached for, and shows the bar when it is pressed", async () => {
  window.matchMedia = ((query: string) => ({ matches: false, media: query, addEventListener: () => {}, removeEventListener: () => {} })) as unknown as typeof window.matchMedia;
  renderWithBrand('land', (
    <UiStoreProvider>
      <FilterBarLazy criteria={defaultCriteria({ stateId: 48 })} urlContext={{ dialect: 'land', place: { state: 'texas' } }} facets={{}}
        resultCount={{ total: 1, totalIsCapped: false }} activeCount={0} />
    </UiStoreProvider>
  ));
  const button = screen.getByTestId('filters-open');
  expect(button).toHaveTextContent(/^Filters$/);
  // Effects and the promises they start have run: nothing asked for the bar.
  await act(async () => {});
  expect(barEvaluated).not.toHaveBeenCalled();

  const user = userEvent.setup();
  await user.hover(button);
  console.log('after hover', barEvaluated.mock.calls.length, window.matchMedia('(min-width: 990px)').matches);
  await waitFor(() => expect(barEvaluated).toHaveBeenCalledOnce(), lazyChunkWait);
  // Fetched, not shown: the button stays until it is pressed.
  expect(screen.queryByTestId('stand-in-bar')).toBeNull();

  await user.click(button);
  expect(await screen.findByTestId('stand-in-bar', {}, lazyChunkWait)).toHaveTextContent('sheet open');
  expect(barEvaluated).toHaveBeenCalledOnce();
});
