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
  it('starts as a plain search box that submits as q', () => {
    renderBox();
    expect(screen.getByRole('searchbox', { name: 'Search land' })).toHaveAttribute('name', 'q');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('becomes the combobox once focused, keeping the focus', async () => {
    const user = userEvent.setup();
    renderBox();
    await user.click(screen.getByRole('searchbox', { name: 'Search land' }));
    const combobox = await screen.findByRole('combobox', { name: 'Search land' });
    await waitFor(() => expect(combobox).toHaveFocus());
    await user.keyboard('tex');
    expect(combobox).toHaveValue('tex');
  });

  it('keeps text typed before its code arrived', async () => {
    renderBox();
    const plain = screen.getByRole('searchbox', { name: 'Search land' });
    fireEvent.change(plain, { target: { value: 'llano' } });
    fireEvent.pointerEnter(plain);
    expect(await screen.findByRole('combobox', { name: 'Search land' })).toHaveValue('llano');
  });
});
