import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { autocompleteResponseSchema, suggestionTypes } from '@/lib/search/autocomplete-schema';
import { readSuggestions } from '@/lib/search/autocomplete-url';

const suggestion = fc.record(
  {
    type: fc.constantFrom(...suggestionTypes),
    id: fc.oneof(fc.integer(), fc.string()),
    label: fc.string(),
    detail: fc.string(),
    href: fc.string().map((s) => `/${s}`),
  },
  { requiredKeys: ['type', 'id', 'label', 'href'] },
);

describe('the browser reads autocomplete answers without zod', () => {
  it('accepts every answer the server schema accepts', () => {
    fc.assert(fc.property(fc.array(suggestion, { maxLength: 5 }), (suggestions) => {
      const body = { suggestions };
      expect(autocompleteResponseSchema.safeParse(body).success).toBe(true);
      expect(readSuggestions(body)).toEqual(body);
    }));
  });

  it.each([null, 'x', {}, { suggestions: 'x' }, { suggestions: [{ type: 'state' }] }, { suggestions: [{ type: 'state', id: 1, label: 'x', href: 'http://evil' }] }])(
    'refuses %j',
    (body) => {
      expect(readSuggestions(body)).toBeNull();
    },
  );
});
