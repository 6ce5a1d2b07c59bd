// @vitest-environment jsdom
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AccountDetailsForm } from '@/components/account-pages/account-details-form';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import type { AccountDetailsForm as Values } from '@/lib/accounts/account-forms';
import { useUiStoreApi } from '@/lib/hooks/use-ui-store';
import type { UiStore } from '@/lib/ui';
import { renderWithBrand } from '../render-with-brand';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const initial: Values = {
  contactName: 'Dana Buyer', phone: '(512) 555-0101', phoneType: 'mobile', newsletter: true, sendSavedPropertyConfirmation: true, favoriteAlerts: 'Daily',
  mailingAddress1: '1 Ranch Rd', mailingAddress2: '', mailingCity: 'Llano', mailingState: 'TX', mailingZip: '78643',
  billingAddress1: '', billingAddress2: '', billingCity: '', billingState: '', billingZip: '',
};

let ui: UiStore | undefined;
function UiProbe({ onStore }: { onStore: (store: UiStore) => void }) {
  const store = useUiStoreApi();
  useEffect(() => {
    onStore(store);
  }, [store, onStore]);
  return null;
}
const keepStore = (store: UiStore) => (ui = store);

function setup(answer: { status: number; body: unknown } = { status: 200, body: { data: {} } }) {
  const calls: { method: string; url: string; body: Record<string, unknown> }[] = [];
  vi.stubGlobal('fetch', vi.fn(async (url: string, init?: RequestInit) => {
    calls.push({ method: init?.method ?? 'GET', url, body: JSON.parse(String(init?.body)) });
    return Response.json(answer.body, { status: answer.status });
  }));
  const user = userEvent.setup();
  renderWithBrand('land', <UiStoreProvider><UiProbe onStore={keepStore} /><AccountDetailsForm initial={initial} email="dana@example.com" /></UiStoreProvider>);
  const section = (name: string) => screen.getByRole('region', { name });
  return { user, calls, section };
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
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(ui!.getState().modals.changePassword).toBe(true);
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

  it('saves with PUT /api/account/details and says so', async () => {
    const { user, calls, section } = setup();
    await user.selectOptions(within(section('Email alerts')).getByRole('combobox', { name: 'Email me about changes to my favorites' }), 'Weekly');
    await user.click(within(section('Billing address')).getByRole('button', { name: 'Same as mailing address' }));
    expect(within(section('Billing address')).getByRole('textbox', { name: 'City' })).toHaveValue('Llano');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your changes have been saved.');
    expect(calls).toEqual([{ method: 'PUT', url: '/api/account/details', body: { ...initial, favoriteAlerts: 'Weekly', billingAddress1: '1 Ranch Rd', billingCity: 'Llano', billingState: 'TX', billingZip: '78643' } }]);
  });

  it('puts the server’s field messages on their fields', async () => {
    const { user, section } = setup({ status: 422, body: { errors: ['mailingZip: Please check this value.'], fields: { mailingZip: 'Please check this value.' } } });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(within(section('Mailing address')).getByRole('textbox', { name: 'ZIP code' })).toHaveAccessibleDescription('Please check this value.'));
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
