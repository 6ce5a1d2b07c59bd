import { describe, expect, it } from 'vitest';
import { savedSearchName } from '@/lib/search/saved-search-name';

// A search is offered to be saved under its heading and its main filters, never the place alone.

describe('saved search names', () => {
  it('are the heading with the price and acres ranges', () => {
    expect(savedSearchName('Ranches for Sale in Texas', {})).toBe('Ranches for Sale in Texas');
    expect(savedSearchName('Ranches for Sale in Texas', { priceMax: 900_000 })).toBe('Ranches for Sale in Texas, $0 - $900K');
    expect(savedSearchName('Land for Sale in Llano County, TX', { priceMin: 100_000, acresMin: 40 })).toBe('Land for Sale in Llano County, TX, $100K+, 40 ac +');
  });

  it('fit the 100 characters a saved search name may have', () => {
    const name = savedSearchName('A'.repeat(120), { priceMax: 1 });
    expect(name).toHaveLength(100);
    expect(name.endsWith('…')).toBe(true);
  });
});
