// @vitest-environment jsdom
import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { SWRConfig } from 'swr';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationAutocomplete } from '@/components/search/location-autocomplete';
import type { AutocompleteResponse } from '@/lib/search/autocomplete-schema';
import { renderWithBrand } from '../render-with-brand';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const llano: AutocompleteResponse = {
  suggestions: [
    { type: 'county', id: 48299, label: 'Llano County, TX', href: '/texas-land-for-sale/llano-county/' },
    { type: 'city', id: 4801, label: 'Llano, TX', detail: 'Llano County', href: '/texas-land-for-sale/llano/' },
    { type: 'lake', id: 1, label: 'Lake Buchanan, TX', detail: 'Llano County', href: '/texas-land-for-sale/llano-county/' },
  ],
};

const fetchMock = vi.fn<(input: string) => Promise<Response>>();
const submitted = vi.fn<(data: FormData) => void>();

/** The box's debounce (components/search/location-autocomplete.tsx). */
const DEBOUNCE_MS = 150;

/**
 * A fake clock for the debounce's timers (SWR's fetch and React's scheduling stay real). Testing Library's
 * act() wrapper drains with a setTimeout(0) it only advances under Jest's fake timers, so without a `jest`
 * that moves vi's clock every user-event call would hang (react-testing-library#1197).
 */
function useFakeClock(): void {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
}

// SWR reports each request it finishes, answered or failed, so a test can await the exact moment the
// box has had its answer instead of sleeping for it.
let requestFinished: () => void = () => {};
function nextRequestFinished(): Promise<void> {
  return new Promise((resolve) => {
    requestFinished = resolve;
  });
}

beforeEach(() => {
  push.mockReset();
  submitted.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json(llano));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

function renderBox(): { input: HTMLElement; user: ReturnType<typeof userEvent.setup> } {
  const ui: ReactElement = (
    // A fresh SWR cache per test, so one test's answers never leak into the next.
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, onSuccess: () => requestFinished(), onError: () => requestFinished() }}>
      <form
        action="/land/"
        method="get"
        onSubmit={(event) => {
          event.preventDefault();
          submitted(new FormData(event.currentTarget));
        }}
      >
        <LocationAutocomplete id="where" label="Search land by location or listing ID" placeholder="City, county, zip or ID" />
        <button type="submit">Search</button>
      </form>
    </SWRConfig>
  );
  renderWithBrand('land', ui);
  // Under fake timers user-event's own keystroke delays must move the fake clock too.
  const user = userEvent.setup(vi.isFakeTimers() ? { advanceTimers: (ms) => vi.advanceTimersByTime(ms) } : {});
  return { input: screen.getByRole('combobox', { name: 'Search land by location or listing ID' }), user };
}

async function typeAndWaitForList(text: string) {
  const box = renderBox();
  await box.user.type(box.input, text);
  const listbox = await screen.findByRole('listbox');
  return { ...box, listbox };
}

describe('LocationAutocomplete (WAI-ARIA combobox)', () => {
  it('starts collapsed, controls its listbox, and submits as "q"', () => {
    const { input } = renderBox();
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).toHaveAttribute('aria-autocomplete', 'list');
    expect(input).toHaveAttribute('aria-controls', 'where-listbox');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(input).toHaveAttribute('name', 'q');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('asks the endpoint once for the settled text (150 ms debounce) and lists options with their kind', async () => {
    const { input, listbox } = await typeAndWaitForList('llano');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/location/autocomplete?q=llano');
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(listbox).toHaveAttribute('id', 'where-listbox');
    const options = within(listbox).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['Llano County, TXCounty', 'Llano, TXLlano CountyCity', 'Lake Buchanan, TXLlano CountyLake']);
    expect(options.every((o) => o.getAttribute('aria-selected') === 'false')).toBe(true);
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
  });

  it('moves the active option with ArrowDown and ArrowUp, wrapping at both ends', async () => {
    const { input, user, listbox } = await typeAndWaitForList('llano');
    const options = within(listbox).getAllByRole('option');
    const activeId = () => input.getAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(activeId()).toBe(options[0]?.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeId()).toBe(options[2]?.id);
    await user.keyboard('{ArrowDown}');
    expect(activeId()).toBe(options[0]?.id);
    await user.keyboard('{ArrowUp}');
    expect(activeId()).toBe(options[2]?.id);
    expect(options[2]).toHaveAttribute('aria-selected', 'true');
    expect(options.filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(1);
  });

  it('opens the active suggestion on Enter instead of submitting the form', async () => {
    const { input, user } = await typeAndWaitForList('llano');
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(push).toHaveBeenCalledWith('/texas-land-for-sale/llano/');
    expect(submitted).not.toHaveBeenCalled();
    expect(input).toHaveValue('Llano, TX');
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('submits the typed text with the form when no option is active', async () => {
    const { user } = await typeAndWaitForList('llano');
    await user.keyboard('{Enter}');
    expect(push).not.toHaveBeenCalled();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]?.[0].get('q')).toBe('llano');
  });

  it('opens a suggestion on click', async () => {
    const { user, listbox } = await typeAndWaitForList('llano');
    await user.click(within(listbox).getByRole('option', { name: /Llano County, TX/ }));
    expect(push).toHaveBeenCalledWith('/texas-land-for-sale/llano-county/');
  });

  it('makes the option under the mouse the active one', async () => {
    const { input, user, listbox } = await typeAndWaitForList('llano');
    const lake = within(listbox).getByRole('option', { name: /Lake Buchanan/ });
    await user.hover(lake);
    expect(input).toHaveAttribute('aria-activedescendant', lake.id);
  });

  it('closes on Escape, then clears the text on a second Escape', async () => {
    const { input, user } = await typeAndWaitForList('llano');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(input).not.toHaveAttribute('aria-activedescendant');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input).toHaveValue('llano');
    await user.keyboard('{Escape}');
    expect(input).toHaveValue('');
  });

  it('opens the list again with ArrowDown after Escape', async () => {
    const { input, user } = await typeAndWaitForList('llano');
    await user.keyboard('{Escape}');
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(input).toHaveAttribute('aria-expanded', 'true'));
  });

  it('closes when focus leaves the box', async () => {
    const { input, user } = await typeAndWaitForList('llano');
    await user.tab();
    expect(input).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows no list and still submits when the endpoint fails', async () => {
    fetchMock.mockImplementation(async () => Response.json({ errors: ['down'] }, { status: 503 }));
    const { input, user } = renderBox();
    await user.type(input, 'llano');
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(input).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(submitted.mock.calls[0]?.[0].get('q')).toBe('llano');
  });

  it('ignores an answer that does not match the response schema', async () => {
    useFakeClock();
    fetchMock.mockImplementation(async () => Response.json({ suggestions: [{ type: 'planet', id: 1, label: 'Mars', href: '/' }] }));
    const { input, user } = renderBox();
    await user.type(input, 'mars');
    const finished = nextRequestFinished();
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    // The answer has been read and its outcome rendered: a list would be open by now.
    await act(() => finished);
    expect(input).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('option')).toBeNull();
  });

  it('never asks for blank text', async () => {
    useFakeClock();
    const { input, user } = renderBox();
    await user.type(input, '   ');
    // Well past the debounce: a request for this text would have started.
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2));
    expect(fetchMock).not.toHaveBeenCalled();
    // The same wait does start one for text that is not blank, so the check above could have failed.
    await user.type(input, 'llano');
    await act(() => vi.advanceTimersByTimeAsync(DEBOUNCE_MS * 2));
    expect(fetchMock.mock.calls.map(([url]) => url)).toEqual(['/api/location/autocomplete?q=llano']);
  });
});
