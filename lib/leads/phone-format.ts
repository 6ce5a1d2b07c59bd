// SPEC §5 phone format: an optional plus, a 3-digit area code in optional parentheses, 3 digits, then
// 4 to 6 digits, with an optional space, dot or dash between the groups. No zod here: the form checks
// the format before it asks the server whether the number exists (SPEC §5 verified phone).

const PHONE_FORMAT = /^\+?\(?\d{3}\)?[-\s.]?\d{3}[-\s.]?\d{4,6}$/;

export const PHONE_MAX = 30;

export function isPhoneFormat(phone: string): boolean {
  return PHONE_FORMAT.test(phone.trim());
}

/** The digits of a phone number: what the verification endpoint takes in its path. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
