import type { Candidate } from './autocomplete-candidate';
import type { AutocompleteQuery } from './autocomplete-query';
import { suggestionTypes, type SuggestionType } from './autocomplete-schema';

// Ranking of location suggestions, best first (docs/autocomplete.md "Ranking"):
//   1. how well it matches: the whole name or id, then a name prefix, then a later word's prefix;
//   2. kind: state, county, region, city, lake, zip, listing, broker; except that among whole-name
//      matches a city comes right after the states when the text names no county kind ("Austin" is
//      the city, "Austin County" the county);
//   3. size: cities by their zips (our measure of population), then their listings; every other
//      kind by available + under-contract listings, then its size;
//   4. name, then id, so equal queries give equal lists.

const kindOrder = new Map<SuggestionType, number>(suggestionTypes.map((t, i) => [t, i]));
const collator = new Intl.Collator('en-US', { numeric: true });

function kindRank(c: Candidate, namesCounty: boolean): number {
  const rank = kindOrder.get(c.type) ?? 0;
  // Between the states (0) and the counties (1).
  return c.type === 'city' && c.tier === 0 && !namesCounty ? 0.5 : rank;
}

function bySize(a: Candidate, b: Candidate): number {
  if (a.type === 'city' && b.type === 'city') return b.size - a.size || b.listings - a.listings;
  return b.listings - a.listings || b.size - a.size;
}

/** The comparator for one reading of the query. */
export function candidateOrder(query: Pick<AutocompleteQuery, 'namesCounty'>): (a: Candidate, b: Candidate) => number {
  return (a, b) =>
    a.tier - b.tier ||
    kindRank(a, query.namesCounty) - kindRank(b, query.namesCounty) ||
    bySize(a, b) ||
    collator.compare(a.label, b.label) ||
    collator.compare(String(a.id), String(b.id));
}
