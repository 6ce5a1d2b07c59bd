import { describe, expect, it } from 'vitest';
import { MarketStatus } from '@/lib/domain';
import { allowedNextStatuses, canChangeStatus, isBackOnMarket, statusChangeSchema } from '@/lib/listing-editor';

const { AVAILABLE, UNDER_CONTRACT, OFF_MARKET, SOLD } = MarketStatus;

describe('market-status changes (docs/seller-workspace.md)', () => {
  it('lets an available listing go under contract, sold or off market, and back on market from either', () => {
    expect(allowedNextStatuses(AVAILABLE)).toEqual([UNDER_CONTRACT, SOLD, OFF_MARKET]);
    expect(canChangeStatus(UNDER_CONTRACT, AVAILABLE)).toBe(true);
    expect(canChangeStatus(OFF_MARKET, AVAILABLE)).toBe(true);
    expect(isBackOnMarket(OFF_MARKET, AVAILABLE)).toBe(true);
    expect(isBackOnMarket(AVAILABLE, UNDER_CONTRACT)).toBe(false);
  });

  it('treats a sale as final and a status as no change to itself', () => {
    expect(allowedNextStatuses(SOLD)).toEqual([]);
    for (const status of [AVAILABLE, UNDER_CONTRACT, OFF_MARKET, SOLD]) expect(canChangeStatus(status, status)).toBe(false);
    expect(canChangeStatus(OFF_MARKET, UNDER_CONTRACT)).toBe(false);
  });

  it('needs a sale date, not in the future, for sold; the sale price is optional', () => {
    expect(statusChangeSchema.safeParse({ status: 'SOLD' }).success).toBe(false);
    expect(statusChangeSchema.safeParse({ status: 'SOLD', soldDate: '2999-01-01' }).success).toBe(false);
    expect(statusChangeSchema.safeParse({ status: 'SOLD', soldDate: '2026-02-30x' }).success).toBe(false);
    expect(statusChangeSchema.parse({ status: 'SOLD', soldDate: '2026-03-01', soldPrice: '390,000' })).toMatchObject({ soldPrice: 390000 });
    expect(statusChangeSchema.parse({ status: 'OFF_MARKET' })).toEqual({ status: 'OFF_MARKET', soldDate: '' });
    expect(statusChangeSchema.safeParse({ status: 'DELETED' }).success).toBe(false);
  });
});
