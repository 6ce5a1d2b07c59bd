import { z } from 'zod';

// Our password rules (SPEC §5 leaves them to us; stated on every form that sets a password): 8 to 128
// characters with at least one letter and one digit. Length beats composition (NIST SP 800-63B); the
// letter-and-digit rule only stops the commonest all-digit and all-letter choices.

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/** SPEC §5: the message whenever a new password breaks the rules. */
export const PASSWORD_MESSAGE = 'The password does not meet the requirements. Please try again.';

export function meetsPasswordPolicy(password: string): boolean {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= PASSWORD_MAX_LENGTH && /\p{L}/u.test(password) && /\p{N}/u.test(password);
}

/** A new password as forms send it. */
export const newPasswordSchema = z.string().refine(meetsPasswordPolicy, PASSWORD_MESSAGE);
