// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DirectoryFilters } from '@/components/broker/directory-filters';

const push = vi.hoisted(() => vi.fn());
vi.mock('next/navigation', () => ({ useRouter: () => ({ push }) }));
beforeEach(() => push.mockReset());
afterEach(cleanup);

const labels = { name: 'Broker or company name', placeholder: 'e.g. Smith', search: 'Search', clear: 'Clear the name search' };
const states = {
  label: 'State', value: 'texas', testId: 'directory-state',
  options: [{ value: '', label: 'All states', href: '/broker/' }, { value: 'texas', label: 'Texas (33)', href: '/broker/texas/' }, { value: 'montana', label: 'Montana (8)', href: '/broker/montana/' }],
};
const counties = {
  label: 'County', value: '', testId: 'directory-county',
  options: [{ value: '', label: 'All counties', href: '/broker/texas/' }, { value: 'llano-county', label: 'Llano County (3)', href: '/broker/texas/llano-county/' }],
};

const renderFilters = (name = '', withCounties = true) =>
  render(<DirectoryFilters nameAction="/broker/texas/" clearNameHref="/broker/texas/" name={name} states={states} counties={withCounties ? counties : null} labels={labels} />);

describe('DirectoryFilters', () => {
  it('opens the URL of the state or county chosen', async () => {
    renderFilters();
    await userEvent.selectOptions(screen.getByLabelText('State'), 'montana');
    expect(push).toHaveBeenLastCalledWith('/broker/montana/');
    await userEvent.selectOptions(screen.getByLabelText('County'), 'llano-county');
    expect(push).toHaveBeenLastCalledWith('/broker/texas/llano-county/');
  });

  it('shows the county choice only once a state is chosen', () => {
    renderFilters('', false);
    expect(screen.queryByLabelText('County')).toBeNull();
    expect(screen.getByLabelText('State')).toHaveValue('texas');
  });

  it('submits the name as the one query parameter, and an empty name as no name', async () => {
    renderFilters();
    await userEvent.type(screen.getByLabelText('Broker or company name'), '  Jo Smith ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(push).toHaveBeenLastCalledWith('/broker/texas/?name=Jo+Smith');
    await userEvent.clear(screen.getByLabelText('Broker or company name'));
    fireEvent.submit(screen.getByRole('search'));
    expect(push).toHaveBeenLastCalledWith('/broker/texas/');
  });

  it('is a GET form to the page without the name, so it works before scripts; a name shows its clear link', () => {
    renderFilters('smith');
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/broker/texas/');
    expect(screen.getByLabelText('Broker or company name')).toHaveValue('smith');
    expect(screen.getByRole('link', { name: 'Clear the name search' })).toHaveAttribute('href', '/broker/texas/');
  });
});
