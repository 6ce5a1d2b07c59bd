import { describe, expect, it } from 'vitest';
import { statusChangeKind } from '@/lib/alerts/favorite-changes';
import { MarketStatus } from '@/lib/domain/market-status';

describe('favourite status changes', () => {
  it('names a change by the status it went to: back to available is back on market', () => {
    expect(statusChangeKind(MarketStatus.UNDER_CONTRACT)).toBe('under-contract');
    expect(statusChangeKind(MarketStatus.SOLD)).toBe('sold');
    expect(statusChangeKind(MarketStatus.OFF_MARKET)).toBe('off-market');
    expect(statusChangeKind(MarketStatus.AVAILABLE)).toBe('back-on-market');
    expect(statusChangeKind(9)).toBeNull();
  });
});
