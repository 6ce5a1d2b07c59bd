/** Where the browser asks whether a phone number exists (SPEC §7 validatePhoneNumber). */
export const phoneValidationPath = (phone: string): string => `/api/validation/validatePhoneNumber/${encodeURIComponent(phone.trim())}`;

/**
 * SPEC §5 verified phone, after the format check passed: the server's answer decides, and a call that
 * fails or cannot validate counts as valid (SPEC §7).
 */
export async function phoneVerified(phone: string): Promise<boolean> {
  try {
    const response = await fetch(phoneValidationPath(phone));
    if (!response.ok) return true;
    const answer = (await response.json()) as { data?: { unableToValidate?: unknown; success?: unknown } };
    const data = answer.data;
    if (!data || data.unableToValidate === true || typeof data.success !== 'boolean') return true;
    return data.success;
  } catch {
    return true;
  }
}
