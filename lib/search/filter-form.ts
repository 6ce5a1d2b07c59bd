import { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import type { Resolver } from 'react-hook-form';
import { activityNames, MarketStatus, SaleType } from '@/lib/domain';
import type { MessageParams } from '@/lib/validation/messages';
import { featureFlags, type FilterFormValues } from './filter-form-values';
import { parseCompactNumber } from './compact-number';
import { priceChangeTypes, searchCriteriaSchema, type SearchCriteria } from './criteria';

// The validating half of the search filter form (its values are filter-form-values.ts): the schema
// reads the inputs with the criteria's own field schemas, so the browser and the server accept exactly
// the same values (SPEC §5 messages come from lib/validation/messages.ts). The browser loads this
// module, with zod, only when the form is first applied.

export { featureFlags, formValuesFromCriteria, type FeatureFlag, type FilterFormValues } from './filter-form-values';

const shape = searchCriteriaSchema.shape;
/** A text input read as a (compact) number, then checked by the criterion's own schema. */
const amountInput = <T extends z.ZodType<unknown, number | undefined>>(field: T) => z.string().transform(parseCompactNumber).pipe(field);
const choice = <T extends z.ZodType<unknown, number | undefined>>(field: T) => z.string().transform((v) => (v === '' ? undefined : Number(v))).pipe(field);
const ids = z.array(z.string()).transform((values) => values.map(Number));

const ranges = [['priceMin', 'priceMax'], ['acresMin', 'acresMax']] as const;

export const filterFormSchema = z
  .object({
    priceMin: amountInput(shape.priceMin),
    priceMax: amountInput(shape.priceMax),
    acresMin: amountInput(shape.acresMin),
    acresMax: amountInput(shape.acresMax),
    propertyType: z.string(),
    bedMin: amountInput(shape.bedMin),
    bathMin: amountInput(shape.bathMin),
    sqftMin: amountInput(shape.sqftMin),
    hasHouse: z.enum(['either', 'yes', 'no']),
    dateListed: choice(shape.dateListed),
    priceChangeLookback: choice(shape.priceChangeLookback),
    priceChangeType: z.enum(priceChangeTypes),
    keywordQuery: z.string().transform((v) => v.trim() || undefined).pipe(shape.keywordQuery),
    radius: amountInput(shape.radius),
    features: z.array(z.enum(featureFlags)),
    activityTypes: z.array(z.enum(activityNames)),
    transactionTypes: ids.pipe(z.array(z.union([z.literal(SaleType.SALE), z.literal(SaleType.AUCTION)]))),
    marketStatuses: ids.pipe(z.array(z.union(Object.values(MarketStatus).map((s) => z.literal(s))))),
  })
  .superRefine((v, ctx) => {
    // SPEC §5 min/max value messages: a minimum above the maximum is "at most {max}", and the other way round.
    for (const [min, max] of ranges) {
      const low = v[min];
      const high = v[max];
      if (low !== undefined && high !== undefined && low > high) {
        ctx.addIssue({ code: 'custom', path: [min], params: { message: 'maxValue', n: high } satisfies MessageParams });
        ctx.addIssue({ code: 'custom', path: [max], params: { message: 'minValue', n: low } satisfies MessageParams });
      }
    }
  });
export type FilterFormOutput = z.output<typeof filterFormSchema>;

/** The search the form describes: the page's criteria with the form's fields, from its first page. */
export function criteriaFromFormOutput(base: SearchCriteria, v: FilterFormOutput): SearchCriteria {
  const flags = Object.fromEntries(featureFlags.map((flag) => [flag, v.features.includes(flag) ? true : undefined]));
  const input = {
    ...base,
    ...flags,
    priceMin: v.priceMin, priceMax: v.priceMax, acresMin: v.acresMin, acresMax: v.acresMax,
    propertyTypes: v.propertyType === '' ? [] : [Number(v.propertyType)],
    bedMin: v.bedMin, bathMin: v.bathMin, sqftMin: v.sqftMin,
    hasHouse: v.hasHouse === 'either' ? undefined : v.hasHouse === 'yes',
    dateListed: v.dateListed, priceChangeLookback: v.priceChangeLookback, priceChangeType: v.priceChangeType,
    keywordQuery: v.keywordQuery,
    radius: base.latitude === undefined ? undefined : v.radius,
    activityTypes: v.activityTypes,
    transactionTypes: v.transactionTypes,
    // No status chosen means the default ones (SPEC §3).
    marketStatuses: v.marketStatuses.length > 0 ? v.marketStatuses : undefined,
    pageIndex: 0,
  };
  return searchCriteriaSchema.parse(input);
}

/** react-hook-form's resolver for the form, with SPEC §5 messages from `errorMap`. */
export function filterFormResolver(errorMap: (issue: z.core.$ZodRawIssue) => string): Resolver<FilterFormValues, unknown, FilterFormOutput> {
  return zodResolver(filterFormSchema, { error: errorMap });
}
