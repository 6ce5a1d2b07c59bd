import { describe, expect, it } from 'vitest';
import { MAX_STORED_VIEWED, parseViewedIds, readViewedListings, recordViewed, viewedListingsUrl } from '@/lib/listings/viewed';

describe('recently viewed ids in local storage (SPEC §7)', () => {
  it('puts the listing just viewed first, once, and keeps the last 12', () => {
    expect(recordViewed([3, 7, 9], 7)).toEqual([7, 3, 9]);
    const many = Array.from({ length: MAX_STORED_VIEWED }, (_, i) => i + 1);
    expect(recordViewed(many, 99)).toEqual([99, ...many.slice(0, MAX_STORED_VIEWED - 1)]);
    expect(MAX_STORED_VIEWED).toBe(12);
  });

  it('reads back only positive whole ids, whatever storage holds', () => {
    expect(parseViewedIds(JSON.stringify([4, '5', -1, 0, 2.5, 4, 8]))).toEqual([4, 8]);
    expect(parseViewedIds('{"a":1}')).toEqual([]);
    expect(parseViewedIds('not json')).toEqual([]);
    expect(parseViewedIds(null)).toEqual([]);
  });

  it('asks the endpoint for the ids joined by dashes and accepts only its shape', () => {
    expect(viewedListingsUrl([12, 345])).toBe('/api/Property/getviewedlistings/12-345');
    const item = { id: 1, title: 'T', href: '/property/x/1/', priceLabel: '$1,000', acresLabel: '1 acres', place: 'X', imageSrc: null, marketStatus: 1 };
    expect(readViewedListings([item])).toEqual([item]);
    expect(readViewedListings([{ ...item, href: '//evil.example/' }])).toBeNull();
    expect(readViewedListings([{ ...item, imageSrc: 'https://evil.example/x.png' }])).toBeNull();
    expect(readViewedListings({ errors: ['x'] })).toBeNull();
  });
});
