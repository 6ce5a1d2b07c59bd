// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { AccountSettings } from '@/components/account-pages/account-settings';
import type { UserInfo } from '@/lib/accounts/user-info';
import { brandOf } from '../render-with-brand';
import { renderServer } from '../render-server';

vi.mock('next-intl/server', async () => (await import('../render-server')).serverTranslations);
const data = vi.hoisted(() => ({ user: null as UserInfo | null }));
vi.mock('@/lib/accounts/user-info', () => ({ loadUserInfo: async () => data.user }));

const land = brandOf('land');

describe('account settings page', () => {
  it('renders the stored values into the form, with whose account it is', async () => {
    data.user = {
      email: 'dana@example.com', contactName: 'Dana Buyer', phone: null, phoneType: null, newsletter: false, sendSavedPropertyConfirmation: true, favoriteAlerts: 'Daily',
      mailingAddress1: null, mailingAddress2: null, mailingCity: 'Llano', mailingState: 'TX', mailingZip: null,
      billingAddress1: null, billingAddress2: null, billingCity: null, billingState: null, billingZip: null,
    } as UserInfo;
    await renderServer('land', await AccountSettings({ brand: land, userId: 1 }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Account Settings');
    expect(screen.getByText('Signed in as dana@example.com')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Full name' })).toHaveValue('Dana Buyer');
    expect(screen.getByRole('link', { name: 'Settings' })).toHaveAttribute('aria-current', 'page');
  });
});
