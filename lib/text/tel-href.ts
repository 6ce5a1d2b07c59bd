/**
 * A `tel:` link for a phone number as brokers type it ("(512) 555-0100 x12", "512.555.0100"): US
 * numbers get +1 so a phone abroad dials them too; an extension becomes `;ext=`. Null when there are
 * too few or too many digits to dial.
 */
export function telHref(phone: string): string | null {
  const [main = '', extension] = phone.split(/\s*(?:x|ext\.?|extension)\s*/i);
  const digits = main.replace(/\D/g, '');
  let number: string;
  if (digits.length === 10) number = `+1${digits}`;
  else if (digits.length === 11 && digits.startsWith('1')) number = `+${digits}`;
  else if (digits.length >= 7 && digits.length <= 15) number = main.trim().startsWith('+') ? `+${digits}` : digits;
  else return null;
  const ext = extension?.replace(/\D/g, '');
  return `tel:${number}${ext ? `;ext=${ext}` : ''}`;
}
