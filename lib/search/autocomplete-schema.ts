import { z } from 'zod';
import { plainText } from '@/lib/text/plain-text';
import { suggestionTypes } from './autocomplete-url';

// The location autocomplete's boundary: the `q` parameter and the JSON the endpoint answers (the
// browser checks answers without zod: autocomplete-url.ts).

export { suggestionTypes };
export const suggestionTypeSchema = z.enum(suggestionTypes);
export type SuggestionType = z.infer<typeof suggestionTypeSchema>;

export const AUTOCOMPLETE_MAX_QUERY = 100;

/** `?q=`: trimmed; empty means "no suggestions"; longer than 100 characters or a control character is a 400. */
export const autocompleteQuerySchema = plainText(AUTOCOMPLETE_MAX_QUERY, 'q');

export const suggestionJsonSchema = z.strictObject({
  type: suggestionTypeSchema,
  id: z.union([z.int(), z.string()]),
  label: z.string(),
  detail: z.string().optional(),
  href: z.string(),
});
export type SuggestionJson = z.infer<typeof suggestionJsonSchema>;

export const autocompleteResponseSchema = z.strictObject({ suggestions: z.array(suggestionJsonSchema) });
export type AutocompleteResponse = z.infer<typeof autocompleteResponseSchema>;

export { autocompleteUrl } from './autocomplete-url';
