import { describe, expect, it } from 'vitest';
import { acresDisplay, compactPriceDisplay, priceDisplay } from '@/lib/listings/price-display';

describe('priceDisplay (SPEC §5)', () => {
  it('shows whole-dollar USD above 2', () => {
    expect(priceDisplay(3)).toBe('$3');
    expect(priceDisplay(1_250_000)).toBe('$1,250,000');
    expect(priceDisplay(99_999.6)).toBe('$100,000');
  });

  it('shows Auction for exactly 2', () => {
    expect(priceDisplay(2)).toBe('Auction');
    expect(priceDisplay(2, false)).toBe('Auction');
  });

  it('shows Contact for Price for other values when allowed, nothing otherwise', () => {
    for (const price of [null, 0, 1, 1.5]) {
      expect(priceDisplay(price)).toBe('Contact for Price');
      expect(priceDisplay(price, false)).toBe('');
    }
  });
});

describe('acresDisplay', () => {
  it('groups thousands and keeps at most two decimals', () => {
    expect(acresDisplay(1234.567)).toBe('1,234.57 acres');
    expect(acresDisplay(40)).toBe('40 acres');
  });
});

describe('compactPriceDisplay (SPEC §9 compact currency, map pins)', () => {
  it('shows thousands as K and millions as M with one decimal at most', () => {
    expect(compactPriceDisplay(425_000)).toBe('$425K');
    expect(compactPriceDisplay(1_200_000)).toBe('$1.2M');
    expect(compactPriceDisplay(1_250_000)).toBe('$1.3M');
    expect(compactPriceDisplay(12_000_000)).toBe('$12M');
    expect(compactPriceDisplay(89_950)).toBe('$90K');
    expect(compactPriceDisplay(950)).toBe('$950');
  });

  it('shows Auction for exactly 2 and nothing when there is no price', () => {
    expect(compactPriceDisplay(2)).toBe('Auction');
    for (const price of [null, 0, 1, 1.5]) expect(compactPriceDisplay(price)).toBeNull();
  });
});
