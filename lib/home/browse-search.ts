import type { SiteBrand } from '@/lib/brand';
import type { StateInfo } from '@/lib/geo/states';
import { defaultCriteria, type SearchCriteria, type SearchCriteriaInput } from '@/lib/search/criteria';
import { locationCriteria } from '@/lib/search/criteria-from-url';
import { urlFromCriteria } from '@/lib/search/url-from-criteria';

// A search the home page's browse sections link to, built as the search page reads it back: the
// section counts its listings with the same criteria, so the number beside a link is the search's own.

/** The criteria of a browse link: its filters, within a state when one is given. */
export function browseCriteria(filters: SearchCriteriaInput, state?: StateInfo): SearchCriteria {
  return defaultCriteria({ ...(state ? locationCriteria({ state, label: state.name }) : {}), ...filters });
}

/** The link's URL in the brand's dialect: the state in the path, what the path cannot carry in the query. */
export function browseHref(brand: SiteBrand, criteria: SearchCriteria, state?: StateInfo): string {
  return urlFromCriteria({ dialect: brand.urlDialect, place: state ? { state: state.slug } : {} }, criteria);
}
