// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LocationAutocompleteLazy } from '@/components/search/location-autocomplete-lazy';
import { renderWithBrand } from '../render-with-brand';

vi.mock('next/navigation', () => ({ useRouter: () => ({ push: vi.fn() }) }));
afterEach(cleanup);

const renderBox = () => renderWithBrand('land', <LocationAutocompleteLazy id="box" label="Search land" placeholder="Enter a State" />);

describe('the location box loads its combobox when reached for', () => {
  it('starts as a plain search box, already in the combobox role, that submits as q', () => {
    renderBox();
    const box = screen.getByRole('combobox', { name: 'Search land' });
    expect(box).toHaveAttribute('name', 'q');
    expect(box).toHaveAttribute('aria-expanded', 'false');
    // No list yet: the real combobox brings it.
    expect(screen.queryByRole('listbox', { hidden: true })).not.toBeInTheDocument();
  });

  it('becomes the combobox once focused, keeping the focus', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByRole('combobox', { name: 'Search land' }));
    await screen.findByRole('listbox', { hidden: true });
    const combobox = screen.getByRole('combobox', { name: 'Search land' });
    await waitFor(() => expect(combobox).toHaveFocus());
    await user.keyboard('tex');
    expect(combobox).toHaveValue('tex');
  });

  it('keeps text typed before its code arrived', async () => {
    renderBox();
    const plain = screen.getByRole('combobox', { name: 'Search land' });
    fireEvent.change(plain, { target: { value: 'llano' } });
    fireEvent.pointerEnter(plain);
    await screen.findByRole('listbox', { hidden: true });
    expect(screen.getByRole('combobox', { name: 'Search land' })).toHaveValue('llano');
  });
});
