import type { ActivityName } from '@/lib/domain';
import { parseCompactNumber } from './compact-number';
import type { SearchCriteria } from './criteria';
import { activeFilterCount } from './filter-count';

// What the search filter form's inputs hold, and the criteria they show. No schema here: the browser
// loads the validating half (filter-form.ts, with zod) only when the form is first applied.

export const featureFlags = ['hasVideo', 'hasVirtualTour', 'hasCustomMap', 'mineralRights', 'ownerFinancing'] as const;
export type FeatureFlag = (typeof featureFlags)[number];

export interface FilterFormValues {
  priceMin: string;
  priceMax: string;
  acresMin: string;
  acresMax: string;
  /** '' for all types, else one property type id. */
  propertyType: string;
  bedMin: string;
  bathMin: string;
  sqftMin: string;
  hasHouse: 'either' | 'yes' | 'no';
  dateListed: string;
  priceChangeLookback: string;
  priceChangeType: SearchCriteria['priceChangeType'];
  keywordQuery: string;
  radius: string;
  features: FeatureFlag[];
  activityTypes: ActivityName[];
  transactionTypes: string[];
  marketStatuses: string[];
}

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

export function formValuesFromCriteria(c: SearchCriteria): FilterFormValues {
  return {
    priceMin: text(c.priceMin),
    priceMax: text(c.priceMax),
    acresMin: text(c.acresMin),
    acresMax: text(c.acresMax),
    propertyType: c.propertyTypes.length === 1 ? String(c.propertyTypes[0]) : '',
    bedMin: text(c.bedMin),
    bathMin: text(c.bathMin),
    sqftMin: text(c.sqftMin),
    hasHouse: c.hasHouse === undefined ? 'either' : c.hasHouse ? 'yes' : 'no',
    dateListed: text(c.dateListed),
    priceChangeLookback: text(c.priceChangeLookback),
    priceChangeType: c.priceChangeType,
    keywordQuery: c.keywordQuery ?? '',
    radius: text(c.radius),
    features: featureFlags.filter((flag) => c[flag] === true),
    activityTypes: [...c.activityTypes],
    transactionTypes: c.transactionTypes.map(String),
    marketStatuses: c.marketStatuses.map(String),
  };
}


/**
 * The page's criteria with the fields as typed, for counting active filters while the visitor edits
 * (SPEC §5 badge): only whether a filter is set matters, so no validation is needed.
 */
export function countedCriteria(base: SearchCriteria, v: Partial<FilterFormValues>): SearchCriteria {
  const amount = (text: string | undefined) => {
    const value = parseCompactNumber(text ?? '');
    return value === undefined || Number.isNaN(value) ? undefined : value;
  };
  const flags = Object.fromEntries(featureFlags.map((flag) => [flag, v.features?.includes(flag) ? true : undefined]));
  return {
    ...base,
    ...flags,
    priceMin: amount(v.priceMin), priceMax: amount(v.priceMax), acresMin: amount(v.acresMin), acresMax: amount(v.acresMax),
    propertyTypes: v.propertyType ? ([Number(v.propertyType)] as SearchCriteria['propertyTypes']) : [],
    bedMin: amount(v.bedMin), bathMin: amount(v.bathMin), sqftMin: amount(v.sqftMin),
    hasHouse: v.hasHouse === undefined || v.hasHouse === 'either' ? undefined : v.hasHouse === 'yes',
    dateListed: v.dateListed ? (Number(v.dateListed) as SearchCriteria['dateListed']) : undefined,
    priceChangeLookback: v.priceChangeLookback ? (Number(v.priceChangeLookback) as SearchCriteria['priceChangeLookback']) : undefined,
    activityTypes: [...(v.activityTypes ?? [])],
    transactionTypes: (v.transactionTypes ?? []).map(Number) as SearchCriteria['transactionTypes'],
    marketStatuses: v.marketStatuses && v.marketStatuses.length > 0 ? (v.marketStatuses.map(Number) as SearchCriteria['marketStatuses']) : base.marketStatuses,
  };
}

/**
 * The SPEC §5 count the phone's "Filters (n)" button shows for a page's criteria before any field
 * changes: what the filter bar counts from its fields, so the server's placeholder button and the bar
 * that replaces it say the same (components/search/filter-bar-lazy.tsx).
 */
export function shownFilterCount(criteria: SearchCriteria): number {
  return activeFilterCount(countedCriteria(criteria, formValuesFromCriteria(criteria)));
}
