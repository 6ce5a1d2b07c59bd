// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ListingNumbers } from '@/components/seller/listing-numbers';
import type { NumbersChartPoint } from '@/components/seller/numbers-chart';
import { accountApi, json, resetAccountPageEachTest } from '../account/account-api';
import { renderWithBrand } from '../render-with-brand';
import { listingsPage, myListing, statsAnswer } from './seller-fixtures';

// The seller's numbers page (docs/seller-numbers.md): the listing and period come from the URL and go
// back into it; totals, the chart's data and the table by day show the answer's numbers; no listings,
// and failures with their retry.

// The URL as the app router keeps it: `replace` changes what useSearchParams reads, and re-renders.
const url = vi.hoisted(() => {
  let search = '';
  const listeners = new Set<() => void>();
  return {
    read: () => search,
    set(next: string) {
      search = next;
      for (const listener of listeners) listener();
    },
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    replace: vi.fn(),
  };
});
vi.mock('next/navigation', async (original) => {
  const { useMemo, useSyncExternalStore } = await import('react');
  const router = {
    replace(href: string, options?: { scroll?: boolean }) {
      url.replace(href, options);
      url.set(new URL(href, 'http://localhost').search);
    },
  };
  return {
    ...(await original<object>()),
    useRouter: () => router,
    useSearchParams: () => {
      const search = useSyncExternalStore(url.subscribe, url.read);
      return useMemo(() => new URLSearchParams(search), [search]);
    },
  };
});
// jsdom measures nothing, so recharts draws nothing here (tests/unit/components/seller/numbers-chart.test.tsx draws it): the chart shows its data.
vi.mock('@/components/seller/numbers-chart', () => ({
  NumbersChart: ({ points }: { points: readonly NumbersChartPoint[] }) => (
    <div data-testid="numbers-chart" data-views={points.map((p) => p.views).join(',')} data-leads={points.map((p) => p.leads).join(',')} />
  ),
}));

resetAccountPageEachTest();
beforeEach(() => {
  url.set('');
  url.replace.mockClear();
});

const listingsUrl = 'GET /api/seller/listings?status=all&sort=updated&page=1';
const statsUrl = (id: number, days: 30 | 90) => `GET /api/seller/listings/${id}/stats?days=${days}`;
const listings = listingsPage([myListing(7, 'Llano River ranch'), myListing(9, 'Hill Country hunting tract')]);
const picker = () => screen.getByRole('combobox', { name: 'Listing' });
const total = (measure: string) => within(screen.getByTestId(`total-${measure}`)).getByRole('definition').textContent;
const dayRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const renderNumbers = () => renderWithBrand('land', <ListingNumbers />);

describe('the numbers page', () => {
  it('lists the seller\'s listings by title and shows the latest one\'s last 30 days', async () => {
    const api = accountApi({ [listingsUrl]: json(listings), [statsUrl(7, 30)]: json(statsAnswer(30, { views: { 0: 5, 29: 1200 } })) });
    renderNumbers();
    await waitFor(() => expect(total('views')).toBe('1,205'));
    expect(within(picker()).getAllByRole('option').map((option) => option.textContent)).toEqual(['Llano River ranch (#7)', 'Hill Country hunting tract (#9)']);
    expect(picker()).toHaveValue('7');
    expect(screen.getByRole('button', { name: 'Last 30 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'false');
    expect(api.to(statsUrl(7, 30))).toHaveLength(1);
  });

  it('takes the listing and the period from the URL', async () => {
    url.set('?listing=9&days=90');
    const api = accountApi({ [listingsUrl]: json(listings), [statsUrl(9, 90)]: json(statsAnswer(90, { leads: { 10: 2, 80: 3 } })) });
    renderNumbers();
    await waitFor(() => expect(total('leads')).toBe('5'));
    expect(picker()).toHaveValue('9');
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('heading', { name: 'Totals for the last 90 days' })).toBeInTheDocument();
    expect(api.calls.map((call) => `${call.method} ${call.url}`).filter((call) => call.includes('/stats'))).toEqual([statsUrl(9, 90)]);
  });

  it.each(['?listing=abc&days=7', '?listing=0&days=', '?days=ninety'])('falls back to the latest listing and 30 days for %s', async (search) => {
    url.set(search);
    accountApi({ [listingsUrl]: json(listings), [statsUrl(7, 30)]: json(statsAnswer(30, { shares: { 3: 4 } })) });
    renderNumbers();
    await waitFor(() => expect(total('shares')).toBe('4'));
    expect(picker()).toHaveValue('7');
  });

  it('names a listing from the URL that is not among the latest ones', async () => {
    url.set('?listing=31');
    accountApi({ [listingsUrl]: json(listings), [statsUrl(31, 30)]: json(statsAnswer(30, { views: { 1: 8 } })) });
    renderNumbers();
    await waitFor(() => expect(total('views')).toBe('8'));
    expect(picker()).toHaveValue('31');
    expect(within(picker()).getByRole('option', { name: 'Listing #31' })).toBeInTheDocument();
  });

  it('switching to 90 days asks for 90 days and keeps the choice in the URL, without scrolling', async () => {
    const api = accountApi({
      [listingsUrl]: json(listings),
      [statsUrl(7, 30)]: json(statsAnswer(30, { views: { 0: 3 } })),
      [statsUrl(7, 90)]: json(statsAnswer(90, { views: { 0: 3, 50: 40 } })),
    });
    renderNumbers();
    await waitFor(() => expect(total('views')).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Last 90 days' }));
    expect(url.replace).toHaveBeenLastCalledWith('/?listing=7&days=90', { scroll: false });
    await waitFor(() => expect(total('views')).toBe('43'));
    expect(api.to(statsUrl(7, 90))).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Last 90 days' })).toHaveAttribute('aria-pressed', 'true');
    expect(dayRows()).toHaveLength(90);
  });

  it('picking another listing shows its numbers and keeps it in the URL', async () => {
    accountApi({
      [listingsUrl]: json(listings),
      [statsUrl(7, 30)]: json(statsAnswer(30, { favorites: { 2: 1 } })),
      [statsUrl(9, 30)]: json(statsAnswer(30, { favorites: { 2: 6, 3: 6 } })),
    });
    renderNumbers();
    await waitFor(() => expect(total('favorites')).toBe('1'));
    fireEvent.change(picker(), { target: { value: '9' } });
    expect(url.replace).toHaveBeenLastCalledWith('/?listing=9&days=30', { scroll: false });
    await waitFor(() => expect(total('favorites')).toBe('12'));
  });

  it('totals every measure over the period', async () => {
    accountApi({
      [listingsUrl]: json(listings),
      [statsUrl(7, 30)]: json(statsAnswer(30, {
        views: { 0: 10, 1: 20, 29: 30 }, phoneReveals: { 4: 2, 5: 1 }, leads: { 9: 1 }, favorites: { 1: 1, 2: 1 },
        shares: { 7: 5 }, flyerPrints: { 8: 2, 9: 2 }, documentClicks: { 29: 9 },
      })),
    });
    renderNumbers();
    await waitFor(() => expect(total('views')).toBe('60'));
    expect(['phoneReveals', 'leads', 'favorites', 'shares', 'flyerPrints', 'documentClicks'].map(total)).toEqual(['3', '1', '2', '5', '4', '9']);
  });

  it('gives the chart views and leads per day, oldest first, and the table one row per day, newest first', async () => {
    accountApi({ [listingsUrl]: json(listings), [statsUrl(7, 30)]: json(statsAnswer(30, { views: { 0: 4, 29: 11 }, leads: { 29: 2 } })) });
    renderNumbers();
    const chart = await screen.findByTestId('numbers-chart');
    expect(chart.dataset.views?.split(',')).toHaveLength(30);
    expect(chart.dataset.views?.split(',')[0]).toBe('4');
    expect(chart.dataset.leads?.split(',')[29]).toBe('2');
    expect(screen.getByRole('img', { name: /Chart of views and leads per day over the last 30 days/ })).toContainElement(chart);
    expect(screen.getByText('Show the numbers by day')).toBeInTheDocument();
    const rows = dayRows();
    expect(rows).toHaveLength(30);
    // Newest first: Monday, March 30, 2026 with 11 views and 2 leads; the oldest, March 1, with 4 views.
    expect(within(rows[0] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Mon, Mar 30, 2026');
    expect(within(rows[0] as HTMLElement).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['11', '0', '2', '0', '0', '0', '0']);
    expect(within(rows[29] as HTMLElement).getByRole('rowheader')).toHaveTextContent('Sun, Mar 1, 2026');
    expect(within(rows[29] as HTMLElement).getAllByRole('cell')[0]).toHaveTextContent('4');
  });

  it('says so when the seller has no listings yet, and offers nothing else', async () => {
    accountApi({ [listingsUrl]: json(listingsPage([])) });
    renderNumbers();
    expect(await screen.findByText('You have no listings yet, so there are no numbers to show.')).toBeInTheDocument();
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('says when the listings cannot be loaded, and tries again', async () => {
    let down = true;
    accountApi({ [listingsUrl]: () => (down ? json({ errors: ['down'] }, 503) : json(listings)), [statsUrl(7, 30)]: json(statsAnswer(30, { views: { 3: 2 } })) });
    renderNumbers();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your listings could not be loaded.');
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(total('views')).toBe('2'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('says when the numbers cannot be loaded, and tries again', async () => {
    let down = true;
    const api = accountApi({ [listingsUrl]: json(listings), [statsUrl(7, 30)]: () => (down ? json({ errors: ['down'] }, 503) : json(statsAnswer(30, { leads: { 1: 1 } }))) });
    renderNumbers();
    expect(await screen.findByRole('alert')).toHaveTextContent('The numbers for this listing could not be loaded.');
    expect(screen.queryByTestId('total-views')).toBeNull();
    down = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(total('leads')).toBe('1'));
    expect(api.to(statsUrl(7, 30))).toHaveLength(2);
  });

  it('refuses an answer whose totals are not the sums of its days', async () => {
    const wrong = statsAnswer(30, { views: { 0: 5 } });
    wrong.data.totals.views = 6;
    accountApi({ [listingsUrl]: json(listings), [statsUrl(7, 30)]: json(wrong) });
    renderNumbers();
    expect(await screen.findByRole('alert')).toHaveTextContent('The numbers for this listing could not be loaded.');
  });
});
