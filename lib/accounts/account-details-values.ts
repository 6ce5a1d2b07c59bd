import type { AccountDetailsForm } from './account-forms';
import { phoneTypes } from './account-forms';
import { DEFAULT_NOTIFY, isNotifyFrequency } from './notify';
import type { UserInfo } from './user-info';

type PhoneType = AccountDetailsForm['phoneType'];
const isPhoneType = (value: string): value is Exclude<PhoneType, ''> => (phoneTypes as readonly string[]).includes(value);

/** The /account/details/ form's starting values from the stored user (none shows as an empty field). */
export function accountDetailsValues(user: UserInfo): AccountDetailsForm {
  const text = (value: string | null) => value ?? '';
  return {
    contactName: user.contactName,
    phone: text(user.phone),
    phoneType: user.phoneType && isPhoneType(user.phoneType) ? user.phoneType : '',
    newsletter: user.newsletter,
    sendSavedPropertyConfirmation: user.sendSavedPropertyConfirmation,
    favoriteAlerts: isNotifyFrequency(user.favoriteAlerts) ? user.favoriteAlerts : DEFAULT_NOTIFY,
    mailingAddress1: text(user.mailingAddress1),
    mailingAddress2: text(user.mailingAddress2),
    mailingCity: text(user.mailingCity),
    mailingState: text(user.mailingState),
    mailingZip: text(user.mailingZip),
    billingAddress1: text(user.billingAddress1),
    billingAddress2: text(user.billingAddress2),
    billingCity: text(user.billingCity),
    billingState: text(user.billingState),
    billingZip: text(user.billingZip),
  };
}
