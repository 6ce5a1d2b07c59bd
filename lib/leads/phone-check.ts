import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { isPhoneFormat, phoneDigits } from './phone-format';

/** SPEC §7 validatePhoneNumber answer: `success` when the number exists; `unableToValidate` when no check could say. */
export interface PhoneCheck {
  unableToValidate: boolean;
  success: boolean;
}

/**
 * Server half of SPEC §5 "verified phone", offline: the number must be in the SPEC format and be a real
 * North American number (valid area code and exchange by libphonenumber's full metadata). NANP, not
 * only the US: Puerto Rico and the other territories we list have numbers of their own region there.
 * The format allows 5 or 6 digits in the last group, which no numbering plan describes: those cannot
 * be validated (and count as valid, SPEC §7).
 */
export function checkPhone(raw: string): PhoneCheck {
  if (!isPhoneFormat(raw)) return { unableToValidate: false, success: false };
  const digits = phoneDigits(raw);
  if (digits.length !== 10) return { unableToValidate: true, success: false };
  const parsed = parsePhoneNumberFromString(digits, 'US');
  return { unableToValidate: false, success: parsed?.countryCallingCode === '1' && parsed.isValid() };
}
