import { z } from 'zod';

// Text that visitors send and the search stores or queries with. PostgreSQL text cannot hold NUL
// (22021) and jsonb refuses "\u0000" (22P05); no other control character means anything in a search
// either (a tab or newline included), so all of Unicode's Cc (U+0000-U+001F, U+007F-U+009F) are
// refused with a message rather than silently dropped.

export const CONTROL_CHARACTERS_MESSAGE = 'must not contain control characters';

const controlCharacter = /\p{Cc}/u;
const loneSurrogate = /\p{Cs}/gu;

export function hasControlCharacters(text: string): boolean {
  return controlCharacter.test(text);
}

const about = (subject: string | undefined, message: string) => (subject ? `${subject} ${message}` : message);

/**
 * A trimmed string of at most `max` characters with no control characters. `subject` starts the
 * messages ("q must be at most 100 characters") where no field path names the value.
 */
export function plainText(max: number, subject?: string) {
  return (
    z
      .string()
      .refine((text) => !hasControlCharacters(text), { error: about(subject, CONTROL_CHARACTERS_MESSAGE) })
      // A lone surrogate (only JSON can carry one) breaks encodeURIComponent and jsonb (22P02); it
      // becomes U+FFFD, as it would in any UTF-8 text, so a string cut inside a pair stays usable.
      .overwrite((text) => text.replace(loneSurrogate, '\uFFFD'))
      .trim()
      .max(max, { error: about(subject, `must be at most ${max} characters`) })
  );
}
