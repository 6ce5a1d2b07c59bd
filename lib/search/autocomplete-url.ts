// The browser's side of the location autocomplete: its URL and a check of its answer that needs no
// validation library (the server's zod schemas are in autocomplete-schema.ts; a test keeps the two
// in agreement).

import type { AutocompleteResponse, SuggestionJson, SuggestionType } from './autocomplete-schema';

/** Kinds of suggestion, in the order they rank (after exactness): places first, then records. */
export const suggestionTypes = ['state', 'county', 'region', 'city', 'lake', 'zip', 'listing', 'broker'] as const;

/** The endpoint's URL for a query, also the SWR key. */
export function autocompleteUrl(query: string): string {
  return `/api/location/autocomplete?${new URLSearchParams({ q: query })}`;
}

function isSuggestion(value: unknown): value is SuggestionJson {
  if (typeof value !== 'object' || value === null) return false;
  const s = value as Record<string, unknown>;
  return (suggestionTypes as readonly unknown[]).includes(s.type as SuggestionType) && (typeof s.id === 'number' || typeof s.id === 'string') && typeof s.label === 'string'
    && typeof s.href === 'string' && s.href.startsWith('/') && (s.detail === undefined || typeof s.detail === 'string');
}

/** The answer's suggestions, or null when it is not the endpoint's shape (a proxy's error page, say). */
export function readSuggestions(body: unknown): AutocompleteResponse | null {
  if (typeof body !== 'object' || body === null) return null;
  const list = (body as { suggestions?: unknown }).suggestions;
  return Array.isArray(list) && list.every(isSuggestion) ? { suggestions: list } : null;
}
