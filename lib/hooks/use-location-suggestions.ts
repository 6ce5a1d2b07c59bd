import useSWR from 'swr';
import type { AutocompleteResponse, SuggestionJson } from '@/lib/search/autocomplete-schema';
import { autocompleteUrl, readSuggestions } from '@/lib/search/autocomplete-url';

async function fetchSuggestions(url: string): Promise<AutocompleteResponse> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`location autocomplete answered ${response.status}`);
  const body = readSuggestions(await response.json());
  if (!body) throw new Error('location autocomplete answered an unexpected shape');
  return body;
}

const none: readonly SuggestionJson[] = [];

/**
 * Suggestions for a (debounced) query from /api/location/autocomplete, keyed by its URL; nothing is
 * fetched for an empty query. The previous list stays up while the next one loads (no flicker per
 * keystroke). A failed request gives no list: the box still submits as free text.
 */
export function useLocationSuggestions(query: string): readonly SuggestionJson[] {
  const trimmed = query.trim();
  const { data, error } = useSWR(trimmed ? autocompleteUrl(trimmed) : null, fetchSuggestions, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
  return trimmed && data && !error ? data.suggestions : none;
}
