import { describe, expect, it } from 'vitest';
import { defaultCriteria } from '@/lib/search/criteria';
import { criteriaFromFormOutput, filterFormSchema, formValuesFromCriteria, type FilterFormValues } from '@/lib/search/filter-form';
import { validationMessage } from '@/lib/validation/messages';

const texas = defaultCriteria({ stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', pageIndex: 4, activityTypes: ['hunting'] });
const values = (over: Partial<FilterFormValues>): FilterFormValues => ({ ...formValuesFromCriteria(texas), ...over });

function messagesOf(input: FilterFormValues): Record<string, string> {
  const parsed = filterFormSchema.safeParse(input, { error: (issue) => JSON.stringify(validationMessage(issue)) });
  if (parsed.success) return {};
  return Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('filter form', () => {
  it('shows the criteria it is built from', () => {
    expect(formValuesFromCriteria(defaultCriteria({ priceMin: 50_000, propertyTypes: [128], hasHouse: false, hasVideo: true }))).toMatchObject({
      priceMin: '50000', priceMax: '', propertyType: '128', hasHouse: 'no', features: ['hasVideo'], marketStatuses: ['1', '2'],
    });
  });

  it('reads compact amounts, the property type and keeps the place, from the first page', () => {
    const parsed = filterFormSchema.parse(values({ priceMin: '$50k', priceMax: '1.5M', acresMax: '160', propertyType: '128' }));
    const criteria = criteriaFromFormOutput(texas, parsed);
    expect(criteria).toMatchObject({ stateId: 48, priceMin: 50_000, priceMax: 1_500_000, acresMax: 160, propertyTypes: [128], pageIndex: 0, activityTypes: ['hunting'] });
  });

  it('reads flags, house choice, keywords, lookbacks and lists; no status means the default ones', () => {
    const parsed = filterFormSchema.parse(values({
      features: ['hasVideo'], hasHouse: 'no', keywordQuery: '  creek  ', dateListed: '30', priceChangeLookback: '90',
      priceChangeType: 'reduction', activityTypes: [], transactionTypes: ['2'], marketStatuses: [],
    }));
    const criteria = criteriaFromFormOutput(texas, parsed);
    expect(criteria).toMatchObject({ hasVideo: true, hasHouse: false, keywordQuery: 'creek', dateListed: 30, priceChangeLookback: 90, priceChangeType: 'reduction', activityTypes: [], transactionTypes: [2], marketStatuses: [1, 2] });
    expect(criteria.mineralRights).toBeUndefined();
  });

  it('names wrong fields with the SPEC §5 messages', () => {
    expect(messagesOf(values({ priceMin: 'lots' }))).toEqual({ priceMin: JSON.stringify({ key: 'numeric' }) });
    expect(messagesOf(values({ priceMin: '-5' }))).toEqual({ priceMin: JSON.stringify({ key: 'minValue', values: { n: 0 } }) });
    expect(messagesOf(values({ acresMin: '5 acres' }))).toEqual({ acresMin: JSON.stringify({ key: 'numeric' }) });
    expect(messagesOf(values({ bedMin: '40000' }))).toEqual({ bedMin: JSON.stringify({ key: 'maxValue', values: { n: 32767 } }) });
    expect(messagesOf(values({ acresMin: '100', acresMax: '10' }))).toEqual({
      acresMin: JSON.stringify({ key: 'maxValue', values: { n: 10 } }),
      acresMax: JSON.stringify({ key: 'minValue', values: { n: 100 } }),
    });
  });
});
