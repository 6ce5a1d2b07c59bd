import type { SearchCriteria } from './criteria';
import { acresRangeLabel, rangeLabel } from './range-label';

/** A saved search's name may be 100 characters (lib/accounts/account-forms.ts). */
export const SAVED_SEARCH_NAME_MAX = 100;

/**
 * The name a search is offered to be saved under: the page's heading, which says the type and the place
 * ("Ranches for Sale in Texas"), and its main filters, the price and acres ranges ("$0 - $900K",
 * "40 ac +"). The visitor can change it before saving.
 */
export function savedSearchName(heading: string, c: Pick<SearchCriteria, 'priceMin' | 'priceMax' | 'acresMin' | 'acresMax'>): string {
  const name = [heading, rangeLabel(c.priceMin, c.priceMax), acresRangeLabel(c.acresMin, c.acresMax)].filter((part): part is string => Boolean(part)).join(', ');
  return name.length <= SAVED_SEARCH_NAME_MAX ? name : `${name.slice(0, SAVED_SEARCH_NAME_MAX - 1).trimEnd()}…`;
}
