import type { listingEvents } from '@/lib/db/schema';
import { MarketStatus, type MarketStatusId } from '@/lib/domain';
import { drawAskingKind, storedPrice, type AskingKind } from './listing-asking';
import { roundPrice, type Terms } from './listing-terms';
import type { Random } from './random';
import { DAY_MS } from './seed-clock';

export type ListingEventRow = typeof listingEvents.$inferInsert;

const HOUR_MS = 3_600_000;
const WEEK_MS = 7 * DAY_MS;

interface StatusChange {
  at: number;
  from: MarketStatusId;
  to: MarketStatusId;
}

interface PriceChange {
  at: number;
  from: number;
  to: number;
}

export interface HistoryInput {
  listingId: number;
  terms: Terms;
  auctioneer: boolean;
  today: number;
}

/** What the listing row shows of its history, and the listing_events rows behind it. */
export interface ListingHistory {
  asking: AskingKind;
  price: number | null;
  pricePerAcre: number | null;
  /** The latest change only, as listings.price_change_amount / price_changed_at hold it. */
  priceChangeAmount: number | null;
  priceChangedAt: Date | null;
  /** The latest event: what "last updated" says. */
  updatedAt: Date;
  events: ListingEventRow[];
}

/** `value` kept inside [lo, hi]; the middle when the span is empty (a listing of the last hour). */
function within(value: number, lo: number, hi: number): number {
  return hi <= lo ? Math.round((lo + hi) / 2) : Math.round(Math.min(hi, Math.max(lo, value)));
}

/** A contract that fell through: under contract, then back on the market before `before`. */
function fallenThrough(random: Random, from: number, before: number): StatusChange[] {
  const contractAt = from + (before - from) * random.between(0.2, 0.5);
  const backAt = contractAt + random.int(7, 35) * DAY_MS;
  if (backAt > before - DAY_MS) return [];
  return [
    { at: Math.round(contractAt), from: MarketStatus.AVAILABLE, to: MarketStatus.UNDER_CONTRACT },
    { at: Math.round(backAt), from: MarketStatus.UNDER_CONTRACT, to: MarketStatus.AVAILABLE },
  ];
}

/** Status changes that lead to the listing's status today, oldest first. */
function statusChanges(random: Random, t: Terms, listedAt: number, today: number): StatusChange[] {
  const { AVAILABLE, UNDER_CONTRACT, OFF_MARKET, SOLD } = MarketStatus;
  const lo = listedAt + HOUR_MS;
  const hi = today - HOUR_MS;
  switch (t.marketStatus) {
    case UNDER_CONTRACT:
      // Contracts of the last two and a half months, never before the listing.
      return [{ at: within(today - random.int(2, 75) * DAY_MS - random.int(0, DAY_MS - 1), lo, hi), from: AVAILABLE, to: UNDER_CONTRACT }];
    case OFF_MARKET: {
      const offAt = within(listedAt + (today - listedAt) * random.between(0.35, 0.95), listedAt + DAY_MS, hi);
      const earlier = random.chance(0.25) ? fallenThrough(random, listedAt, offAt) : [];
      return [...earlier, { at: offAt, from: AVAILABLE, to: OFF_MARKET }];
    }
    case SOLD: {
      const day = t.soldDate ? Date.parse(`${t.soldDate}T00:00:00Z`) : today - DAY_MS;
      // In the afternoon of the sale date (UTC), so the date shown is the sold_date.
      const soldAt = Math.max(lo, day + random.int(14, 22) * HOUR_MS);
      const contractAt = soldAt - random.int(14, 60) * DAY_MS - random.int(0, DAY_MS - 1);
      if (random.chance(0.75) && contractAt > listedAt + DAY_MS) {
        return [{ at: contractAt, from: AVAILABLE, to: UNDER_CONTRACT }, { at: soldAt, from: UNDER_CONTRACT, to: SOLD }];
      }
      return [{ at: soldAt, from: AVAILABLE, to: SOLD }];
    }
    default:
      // A few long-listed properties had a contract that fell through.
      return today - listedAt > 60 * DAY_MS && random.chance(0.04) ? fallenThrough(random, listedAt, today - WEEK_MS) : [];
  }
}

/**
 * The drawn latest change, moved before the listing left the market (or dropped when there is no
 * room), and up to two earlier ones: some sellers cut more than once, each change a week apart.
 */
function priceChanges(random: Random, t: Terms, listedAt: number, until: number): PriceChange[] {
  if (t.priceChangeAmount === null || t.priceChangedAt === null) return [];
  const earliest = listedAt + WEEK_MS;
  let at = t.priceChangedAt.getTime();
  if (at > until - DAY_MS) {
    if (until - DAY_MS - earliest < DAY_MS) return [];
    at = Math.round(random.between(earliest, until - DAY_MS));
  }
  const changes: PriceChange[] = [{ at, from: t.price - t.priceChangeAmount, to: t.price }];
  for (let n = 0; n < 2 && random.chance(n === 0 ? 0.35 : 0.3); n++) {
    const next = changes[0] as PriceChange;
    const latest = next.at - WEEK_MS;
    if (latest - earliest < DAY_MS) break;
    const reduction = random.chance(0.85);
    const from = roundPrice(random, next.from * (reduction ? 1 + random.between(0.03, 0.12) : 1 - random.between(0.02, 0.06)));
    if (from === next.from) break;
    changes.unshift({ at: Math.round(random.between(earliest, latest)), from, to: next.from });
  }
  return changes;
}

/**
 * A listing's history (its own random stream): how it states its price (SPEC §5), when it was listed
 * and at what price, every price change and every status change up to its status today.
 */
export function drawHistory(random: Random, input: HistoryInput): ListingHistory {
  const { terms: t, listingId, today } = input;
  const listedAt = t.dateListed.getTime();
  const asking = drawAskingKind(random, { saleType: t.saleType, auctioneer: input.auctioneer, price: t.price });
  const statuses = statusChanges(random, t, listedAt, today);
  const changes = asking === 'amount' ? priceChanges(random, t, listedAt, statuses[0]?.at ?? today) : [];
  const stored = (amount: number) => storedPrice(asking, amount);
  const askingAt = (at: number) => changes.filter((c) => c.at <= at).at(-1)?.to ?? changes[0]?.from ?? t.price;

  const events: ListingEventRow[] = [
    { listingId, kind: 'listed', at: new Date(listedAt), price: stored(changes[0]?.from ?? t.price), previousPrice: null, marketStatus: MarketStatus.AVAILABLE, previousMarketStatus: null },
    ...changes.map((c): ListingEventRow => ({ listingId, kind: 'price', at: new Date(c.at), price: c.to, previousPrice: c.from, marketStatus: null, previousMarketStatus: null })),
    ...statuses.map((s): ListingEventRow => ({ listingId, kind: 'status', at: new Date(s.at), price: stored(askingAt(s.at)), previousPrice: null, marketStatus: s.to, previousMarketStatus: s.from })),
  ].sort((a, b) => a.at.getTime() - b.at.getTime());

  const latest = changes.at(-1);
  return {
    asking,
    price: stored(t.price),
    pricePerAcre: asking === 'amount' ? t.pricePerAcre : null,
    priceChangeAmount: latest ? latest.to - latest.from : null,
    priceChangedAt: latest ? new Date(latest.at) : null,
    updatedAt: events.at(-1)?.at ?? t.dateListed,
    events,
  };
}
