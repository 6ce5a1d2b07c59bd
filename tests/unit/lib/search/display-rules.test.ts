import { describe, expect, it } from 'vitest';
import { defaultCriteria } from '@/lib/search/criteria';
import { activeFilterCount } from '@/lib/search/filter-count';
import { compactNumber } from '@/lib/listings/price-display';
import { acresRangeLabel, rangeLabel } from '@/lib/search/range-label';
import { searchName, searchPlaces } from '@/lib/search/search-name';

describe('activeFilterCount (SPEC §5)', () => {
  it('is 0 for the default criteria, whose statuses are available + under contract', () => {
    expect(activeFilterCount(defaultCriteria())).toBe(0);
  });

  it('counts each selected type and each non-default market status', () => {
    expect(activeFilterCount(defaultCriteria({ activityTypes: ['hunting', 'fishing'], propertyTypes: [1], transactionTypes: [2], amenityTypes: ['desert'] }))).toBe(5);
    expect(activeFilterCount(defaultCriteria({ marketStatuses: [1] }))).toBe(1);
    expect(activeFilterCount(defaultCriteria({ marketStatuses: [1, 2, 4] }))).toBe(3);
  });

  it('counts a range once, only when its flag is set', () => {
    const c = defaultCriteria({ priceMin: 1, priceMax: 2, acresMin: 5 });
    expect(activeFilterCount(c)).toBe(2);
    expect(activeFilterCount(c, { acres: false, price: false, salesPrice: false })).toBe(0);
  });

  it('counts each set flag, hasHouse when not null, radius and the sold date range', () => {
    const c = defaultCriteria({
      ownerFinancing: true, mineralRights: true, hasVideo: true, hasVirtualTour: true, hasCustomMap: true,
      sqftMin: 1000, bathMin: 2, bedMin: 3, dateListed: 7, priceChangeLookback: 30,
    });
    expect(activeFilterCount(c)).toBe(10);
    expect(activeFilterCount(defaultCriteria({ hasHouse: false }))).toBe(1);
    expect(activeFilterCount(defaultCriteria({ latitude: 30, longitude: -97, radius: 25 }))).toBe(1);
    expect(activeFilterCount(defaultCriteria({ soldDateMin: '2026-01-01', soldDateMax: '2026-06-01' }))).toBe(1);
  });
});

describe('range labels (SPEC §5, §9)', () => {
  it('compacts with K above 999 and M above 999,999, one decimal', () => {
    expect([999, 1000, 1500, 999_999, 1_000_000, 1_250_000, 12_000_000].map(compactNumber)).toEqual(['999', '1K', '1.5K', '1000K', '1M', '1.3M', '12M']);
  });

  it('labels acres as "min ac - max ac" or "min ac +"', () => {
    expect(acresRangeLabel(40, 160)).toBe('40 ac - 160 ac');
    expect(acresRangeLabel(1000, undefined)).toBe('1K ac +');
    expect(acresRangeLabel(undefined, 10)).toBe('0 ac - 10 ac');
    expect(acresRangeLabel(undefined, undefined)).toBeNull();
  });

  it('labels other ranges with the prefix and a trailing + without a maximum', () => {
    expect(rangeLabel(100_000, 1_500_000)).toBe('$100K - $1.5M');
    expect(rangeLabel(250_000, undefined)).toBe('$250K+');
    expect(rangeLabel(2, 4, '')).toBe('2 - 4');
  });
});

describe('searchName (SPEC §5)', () => {
  it('names a property-id search after the property', () => {
    expect(searchName(defaultCriteria({ propertyId: 12345, stateId: 48, stateName: 'Texas' }))).toBe('Property 12345');
  });

  it('is "National search" without a location', () => {
    expect(searchName(defaultCriteria())).toBe('National search');
  });

  it('shows one place, or the first plus "+ n more"', () => {
    const texas = { stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX' };
    expect(searchName(defaultCriteria(texas))).toBe('Texas');
    expect(searchName(defaultCriteria({ ...texas, countyIdList: [48299], countyName: 'Llano County' }))).toBe('Llano County, TX');
    const c = defaultCriteria({ ...texas, countyIdList: [1, 2, 3] });
    expect(searchName(c, searchPlaces(c, { counties: ['Llano County', 'Burnet County', 'Mason County'] }))).toBe('Llano County, TX + 2 more');
  });
});
