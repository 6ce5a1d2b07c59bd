import { describe, expect, it } from 'vitest';
import { accountDetailsSchema } from '@/lib/accounts/account-forms';
import { accountDetailsValues } from '@/lib/accounts/account-details-values';
import type { UserInfo } from '@/lib/accounts/user-info';

const user = {
  contactName: 'Dana Buyer', phone: null, phoneType: null, newsletter: true, sendSavedPropertyConfirmation: false, favoriteAlerts: 'Weekly',
  mailingAddress1: '1 Ranch Rd', mailingAddress2: null, mailingCity: 'Llano', mailingState: 'TX', mailingZip: '78643',
  billingAddress1: null, billingAddress2: null, billingCity: null, billingState: null, billingZip: null,
} as UserInfo;

describe('account details form values', () => {
  it('starts from the stored fields, with empty text where nothing is stored', () => {
    const values = accountDetailsValues(user);
    expect(values).toMatchObject({ contactName: 'Dana Buyer', phone: '', phoneType: '', newsletter: true, sendSavedPropertyConfirmation: false, favoriteAlerts: 'Weekly', mailingCity: 'Llano', billingCity: '' });
    // What the server renders is a form the schema accepts as it is.
    expect(accountDetailsSchema.safeParse(values).success).toBe(true);
  });

  it('keeps a known phone type and drops an unknown one or an unknown alert frequency', () => {
    expect(accountDetailsValues({ ...user, phoneType: 'office' }).phoneType).toBe('office');
    expect(accountDetailsValues({ ...user, phoneType: 'fax' }).phoneType).toBe('');
    expect(accountDetailsValues({ ...user, favoriteAlerts: 'Hourly' }).favoriteAlerts).toBe('No Updates');
  });
});
