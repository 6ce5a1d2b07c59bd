import { describe, expect, it } from 'vitest';
import { acresDisplay, priceDisplay } from '@/lib/listings/price-display';

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
