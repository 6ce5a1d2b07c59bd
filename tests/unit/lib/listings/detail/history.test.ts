import { describe, expect, it } from 'vitest';
import { historyEvents, type EventRow } from '@/lib/listings/detail/history';

const row = (kind: string, at: string, over: Partial<EventRow> = {}): EventRow => ({
  kind, at: new Date(at), price: null, previousPrice: null, marketStatus: null, previousMarketStatus: null, ...over,
});

describe('listing history events', () => {
  it('come oldest first with ISO times', () => {
    const events = historyEvents([
      row('status', '2026-05-01T12:00:00Z', { marketStatus: 2, previousMarketStatus: 1, price: 250_000 }),
      row('listed', '2026-01-10T08:00:00Z', { marketStatus: 1, price: 270_000 }),
      row('price', '2026-03-01T09:30:00Z', { price: 250_000, previousPrice: 270_000 }),
    ]);
    expect(events.map((e) => [e.kind, e.at])).toEqual([
      ['listed', '2026-01-10T08:00:00.000Z'], ['price', '2026-03-01T09:30:00.000Z'], ['status', '2026-05-01T12:00:00.000Z'],
    ]);
    expect(events[2]).toMatchObject({ marketStatus: 2, previousMarketStatus: 1, price: 250_000 });
  });

  it('leave out kinds and statuses it does not know', () => {
    expect(historyEvents([row('relisted', '2026-01-01T00:00:00Z'), row('status', '2026-01-02T00:00:00Z', { marketStatus: 9 })])).toEqual([]);
  });
});
