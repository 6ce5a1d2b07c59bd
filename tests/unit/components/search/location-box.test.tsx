// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LocationBoxBehaviour } from '@/components/search/location-box-behaviour';
import { PlainPlaceSearchForm } from '@/components/search/plain-place-search-form';
import { defaultCriteria } from '@/lib/search/criteria';
import type { AutocompleteResponse } from '@/lib/search/autocomplete-schema';
import { lazyChunkWait } from '../lazy-wait';
import { renderWithBrand } from '../render-with-brand';

// The search page's location box: a plain GET form in the server HTML, turned into the combobox by the
// page's after-hydration code when the visitor reaches for it; a chosen place keeps the filters.

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));

const llano: AutocompleteResponse = {
  suggestions: [
    { type: 'county', id: 48299, label: 'Llano County, TX', href: '/texas-land-for-sale/llano-county/' },
    { type: 'listing', id: 123, label: '40 acres on the Llano River', href: '/property/llano-county-tx/123/' },
  ],
};
const fetchMock = vi.fn<(input: string) => Promise<Response>>();
const LABEL = 'Search land by location or listing ID';

beforeEach(() => {
  push.mockReset();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () => Response.json(llano));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const texasHunting = defaultCriteria({ stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', propertyTypes: [128], priceMin: 50_000, pageIndex: 2 });

function renderBox({ behaviour = true } = {}) {
  renderWithBrand(
    'land',
    <>
      <PlainPlaceSearchForm id="search-location" action="/land/" placeholder="Enter a State, County, City, or ID" defaultValue="Texas" upgradable inline testId="location-box" />
      {behaviour && <LocationBoxBehaviour boxId="search-location" criteria={texasHunting} urlContext={{ dialect: 'land', place: { state: 'texas' } }} />}
    </>,
  );
  const form = screen.getByTestId('location-box');
  return { form: form as HTMLFormElement, plain: within(form).getByRole('combobox', { name: LABEL }) as HTMLInputElement };
}

/** The combobox once it stands in for the plain box (the plain one is then hidden, out of the accessibility tree). */
async function upgraded(form: HTMLElement): Promise<HTMLInputElement> {
  await waitFor(() => expect(form.querySelector('#search-location-suggest')).not.toBeNull(), lazyChunkWait);
  return within(form).getByRole('combobox', { name: LABEL }) as HTMLInputElement;
}

describe('the search page’s location box', () => {
  it('is a plain GET form with the place in it, which submits it as q without any script', () => {
    const { form, plain } = renderBox({ behaviour: false });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/land/');
    expect(form).toHaveAttribute('role', 'search');
    expect(plain).toHaveValue('Texas');
    expect(plain).toHaveAttribute('name', 'q');
    expect(new FormData(form).getAll('q')).toEqual(['Texas']);
    expect(within(form).getByRole('button', { name: 'Search' })).toHaveAttribute('type', 'submit');
  });

  it('loads nothing until the visitor reaches for it', async () => {
    const { form } = renderBox();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(form.querySelector('#search-location-suggest')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('becomes the combobox under the pointer: the plain box is hidden and left out of the form', async () => {
    const { form, plain } = renderBox();
    fireEvent.pointerEnter(plain);
    const box = await upgraded(form);
    expect(box).not.toBe(plain);
    expect(box).toHaveValue('Texas');
    expect(plain).toBeDisabled();
    expect(plain.parentElement).toHaveAttribute('hidden');
    // One box, one q: the form submits what the combobox holds.
    expect(new FormData(form).getAll('q')).toEqual(['Texas']);
  });

  it('becomes the combobox when the pointer was resting on the box before its code arrived (it will not enter again)', async () => {
    const matches = Element.prototype.matches;
    // jsdom has no pointer: the plain box says it is under one.
    const hover = vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' ? this.id === 'search-location' : matches.call(this, selector);
    });
    try {
      const { form, plain } = renderBox();
      const box = await upgraded(form);
      expect(box).not.toBe(plain);
      expect(box).toHaveValue('Texas');
      expect(box).not.toHaveFocus();
    } finally {
      hover.mockRestore();
    }
  });

  it('keeps what was typed before its code arrived, and the focus', async () => {
    const { form, plain } = renderBox();
    plain.focus();
    fireEvent.change(plain, { target: { value: 'llano' } });
    const box = await upgraded(form);
    expect(box).toHaveValue('llano');
    await waitFor(() => expect(box).toHaveFocus());
    // Typed text is never selected away: the next key adds to it.
    expect(box.selectionStart).toBe(box.selectionEnd);
  });

  it('selects the prefilled place when clicked, so typing replaces it', async () => {
    const user = userEvent.setup();
    const { form, plain } = renderBox();
    fireEvent.pointerEnter(plain);
    const box = await upgraded(form);
    await user.click(box);
    expect([box.selectionStart, box.selectionEnd]).toEqual([0, 'Texas'.length]);
    await user.keyboard('Llano');
    expect(box).toHaveValue('Llano');
  });

  it('opens a chosen place with the page’s type and filters, from the first page', async () => {
    const user = userEvent.setup();
    const { form, plain } = renderBox();
    fireEvent.pointerEnter(plain);
    const box = await upgraded(form);
    await user.clear(box);
    await user.type(box, 'llano');
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: /Llano County, TX/ }));
    expect(push).toHaveBeenCalledWith('/texas-land-for-sale/llano-county/hunting-property/?priceMin=50000');
    expect(box).toHaveValue('Llano County, TX');
  });

  it('opens a listing as the suggestion says', async () => {
    const user = userEvent.setup();
    const { form, plain } = renderBox();
    fireEvent.pointerEnter(plain);
    const box = await upgraded(form);
    await user.clear(box);
    await user.type(box, 'llano');
    await user.click(within(await screen.findByRole('listbox')).getByRole('option', { name: /Llano River/ }));
    expect(push).toHaveBeenCalledWith('/property/llano-county-tx/123/');
  });
});
