import { describe, expect, it } from 'vitest';
import { defaultCriteria, type SearchCriteriaInput } from '@/lib/search/criteria';
import { listingsWithAnyType, talliedScope } from '@/lib/search/type-tallies';
import { typeBits } from '@/lib/search/where';

const options = { now: new Date('2026-11-20T12:00:00Z') };
const tallied = (input: SearchCriteriaInput) => talliedScope(defaultCriteria(input), options)?.stateId;

describe('which searches the tallies answer', () => {
  it.each<[string, SearchCriteriaInput]>([
    ['a state', { stateId: 48 }],
    ['a state and property types', { stateId: 48, propertyTypes: [1, 128] }],
    ['a state, another page and sort', { stateId: 48, pageIndex: 3, sortOrderId: 4 }],
    ['a state with the default statuses written out', { stateId: 48, marketStatuses: [2, 1] }],
    ['a state with its name and abbreviation', { stateId: 48, stateName: 'Texas', stateAbbreviation: 'TX' }],
  ])('%s', (_what, input) => {
    expect(tallied(input)).toBe(48);
  });

  it.each<[string, SearchCriteriaInput]>([
    ['the whole country', {}],
    ['the whole country, farms and ranches', { propertyTypes: [128, 256] }],
    ['the whole country, page 2', { pageIndex: 1 }],
  ])('%s, across every state', (_what, input) => {
    expect(talliedScope(defaultCriteria(input), options)).toEqual({ stateId: null });
  });

  it.each<[string, SearchCriteriaInput]>([
    ['a keyword across the country', { keywordQuery: 'creek' }],
    ['a price limit across the country', { priceMax: 100_000 }],
    ['a price limit', { stateId: 48, priceMax: 500_000 }],
    ['an acreage', { stateId: 48, acresMin: 20 }],
    ['a county', { stateId: 48, countyIdList: [48299] }],
    ['a keyword', { stateId: 48, keywordQuery: 'creek' }],
    ['sold listings', { stateId: 48, marketStatuses: [4] }],
    ['only available listings', { stateId: 48, marketStatuses: [1] }],
    ['auctions', { stateId: 48, transactionTypes: [2] }],
    ['a custom segment', { stateId: 48, customSearch: ['auctions'] }],
    ['listed this month', { stateId: 48, dateListed: 30 }],
    ['a map box', { stateId: 48, mapBounds: { south: 30, west: -100, north: 34, east: -94 } }],
    ['one broker', { stateId: 48, brokerId: 12 }],
  ])('not %s', (_what, input) => {
    expect(talliedScope(defaultCriteria(input), options)).toBeUndefined();
  });
});

describe('sums of the tallies', () => {
  const tallies = new Map([[1, 10], [128, 5], [129, 2], [2048, 1]]);

  it('counts every listing when no type is chosen, and those with any chosen type otherwise', () => {
    expect(listingsWithAnyType(tallies, 0)).toBe(18);
    expect(listingsWithAnyType(tallies, 1)).toBe(12);
    expect(listingsWithAnyType(tallies, 128)).toBe(7);
    expect(listingsWithAnyType(tallies, 1 | 2048)).toBe(13);
    expect(listingsWithAnyType(tallies, 4)).toBe(0);
  });

  it('ORs the chosen types, as the search condition does', () => {
    expect(typeBits(defaultCriteria({ propertyTypes: [1, 128, 2048] }))).toBe(2177);
    expect(typeBits(defaultCriteria({}))).toBe(0);
  });
});
