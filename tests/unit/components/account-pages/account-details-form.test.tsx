// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountDetailsForm } from '@/components/account-pages/account-details-form';
import type { AccountDetailsForm as Values } from '@/lib/accounts/account-forms';
import { userInfo } from '../../lib/accounts/user-fixtures';
import { renderInLayout } from '../render-in-layout';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const initial: Values = {
  contactName: 'Dana Buyer', phone: '(512) 555-0101', phoneType: 'mobile', newsletter: true, sendSavedPropertyConfirmation: true, favoriteAlerts: 'Daily',
  mailingAddress1: '1 Ranch Rd', mailingAddress2: '', mailingCity: 'Llano', mailingState: 'TX', mailingZip: '78643',
  billingAddress1: '', billingAddress2: '', billingCity: '', billingState: '', billingZip: '',
};


function setup(answer: { status: number; body: unknown } = { status: 200, body: { data: {} } }) {
  const calls: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url, body: JSON.parse(String(init?.body)) });
    return Response.json(answer.body, { status: answer.status });
  }));
  const user = userEvent.setup();
  const { stores } = renderInLayout('land', <AccountDetailsForm initial={initial} email="dana@example.com" />);
  const section = (name: string) => screen.getByRole('region', { name });
  return { user, calls, section, stores };
}

describe('account details form', () => {
  it('starts from the stored values in four sections, with the email read-only and why', () => {
    const { section } = setup();
    expect(screen.getAllByRole('region').map((r) => r.querySelector('h2')?.textContent)).toEqual(['Profile', 'Email alerts', 'Mailing address', 'Billing address']);
    const profile = within(section('Profile'));
    expect(profile.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dana Buyer');
    const email = profile.getByRole('textbox', { name: 'Email' });
    expect(email).toHaveValue('dana@example.com');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveAccessibleDescription('Your email is how you log in, so it cannot be changed here.');
    expect(within(section('Email alerts')).getByRole('combobox', { name: 'Email me about changes to my favorites' })).toHaveValue('Daily');
    expect(within(section('Email alerts')).getByRole('checkbox', { name: 'Send me the newsletter' })).toBeChecked();
    expect(within(section('Mailing address')).getByRole('textbox', { name: 'City' })).toHaveValue('Llano');
  });

  it('opens the change-password modal', async () => {
    const { user, stores } = setup();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(stores.ui.getState().modals.changePassword).toBe(true);
  });

  it('shows SPEC §5 messages under the fields and sends nothing while they are wrong', async () => {
    const { user, calls, section } = setup();
    const name = within(section('Profile')).getByRole('textbox', { name: 'Full name' });
    await user.clear(name);
    await user.type(name, 'Dana');
    const phone = within(section('Profile')).getByRole('textbox', { name: 'Phone (optional)' });
    await user.clear(phone);
    await user.type(phone, '555-01');
    await user.type(within(section('Billing address')).getByRole('textbox', { name: 'ZIP code' }), '7864');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(name).toHaveAccessibleDescription('Please enter valid full name.'));
    expect(phone).toHaveAccessibleDescription('Please enter a validly formatted phone number.');
    expect(within(section('Billing address')).getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription('Please check this value.');
    expect(calls).toHaveLength(0);
  });

  it('saves with PUT /api/account/details, says so, and the page knows the saved user at once', async () => {
    const { user, calls, section, stores } = setup({ status: 200, body: { data: userInfo({ contactName: 'Dana Renamed', favoriteAlerts: 'Weekly' }) } });
    await user.selectOptions(within(section('Email alerts')).getByRole('combobox', { name: 'Email me about changes to my favorites' }), 'Weekly');
    await user.click(within(section('Billing address')).getByRole('button', { name: 'Same as mailing address' }));
    expect(within(section('Billing address')).getByRole('textbox', { name: 'City' })).toHaveValue('Llano');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your changes have been saved.');
    expect(calls).toEqual([{ method: 'PUT', url: '/api/account/details', body: { ...initial, favoriteAlerts: 'Weekly', billingAddress1: '1 Ranch Rd', billingCity: 'Llano', billingState: 'TX', billingZip: '78643' } }]);
    expect(stores.account.getState()).toMatchObject({ status: 'user', user: { contactName: 'Dana Renamed', favoriteAlerts: 'Weekly' } });
  });

  it('puts the server’s field messages on their fields', async () => {
    const { user, section } = setup({ status: 422, body: { errors: ['mailingZip: Please check this value.'], fields: { mailingZip: 'Please check this value.' } } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(section('Mailing address')).getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription('Please check this value.'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
