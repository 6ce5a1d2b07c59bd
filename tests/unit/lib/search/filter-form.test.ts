import { describe, expect, it } from 'vitest';
import { defaultCriteria } from '@/lib/search/criteria';
import { criteriaFromForm } from '@/lib/search/filter-form';

function form(fields: [string, string][]): FormData {
  const data = new FormData();
  for (const [name, value] of fields) data.append(name, value);
  return data;
}

const texas = defaultCriteria({ stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX', pageIndex: 4 });

describe('criteriaFromForm', () => {
  it('reads ranges (ignoring $ and commas), the property type and resets the page', () => {
    const result = criteriaFromForm(texas, form([['priceMin', '$50,000'], ['priceMax', ''], ['acresMax', '160'], ['propertyTypes:present', '1'], ['propertyTypes', '128']]));
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.criteria).toMatchObject({ stateId: 48, priceMin: 50_000, acresMax: 160, propertyTypes: [128], pageIndex: 0 });
    expect(result.criteria.priceMax).toBeUndefined();
  });

  it('clears a list when the form shows it with nothing checked, and keeps default statuses when none are', () => {
    const base = defaultCriteria({ activityTypes: ['hunting'], propertyTypes: [1] });
    const result = criteriaFromForm(base, form([['activityTypes:present', '1'], ['propertyTypes:present', '1'], ['propertyTypes', ''], ['marketStatuses:present', '1']]));
    expect(result.ok && [result.criteria.activityTypes, result.criteria.propertyTypes, result.criteria.marketStatuses]).toEqual([[], [], [1, 2]]);
  });

  it('reads feature flags, house choice, keywords and lookbacks', () => {
    const result = criteriaFromForm(texas, form([
      ['hasVideo:present', '1'], ['hasVideo', 'on'], ['mineralRights:present', '1'], ['hasHouse', 'no'], ['keywordQuery', '  creek  '],
      ['dateListed', '30'], ['priceChangeLookback', '90'], ['priceChangeType', 'reduction'],
    ]));
    expect(result.ok && result.criteria).toMatchObject({ hasVideo: true, hasHouse: false, keywordQuery: 'creek', dateListed: 30, priceChangeLookback: 90, priceChangeType: 'reduction' });
    expect(result.ok && result.criteria.mineralRights).toBeUndefined();
  });

  it('names the fields that are wrong instead of applying them', () => {
    const notNumber = criteriaFromForm(texas, form([['priceMin', 'lots']]));
    expect(notNumber.ok || notNumber.errors.priceMin).toBe('Please enter a number.');
    const reversed = criteriaFromForm(texas, form([['acresMin', '100'], ['acresMax', '10']]));
    expect(reversed.ok).toBe(false);
    if (reversed.ok) return;
    expect(reversed.errors.acresMin).toMatch(/acresMin must not be above acresMax/);
    expect(reversed.errors.acresMax).toMatch(/acresMax must not be below acresMin/);
  });
});
