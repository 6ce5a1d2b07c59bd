import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { listingEvents, listings } from '@/lib/db/schema';
import { DELETED_MARKET_STATUS, MarketStatus, type MarketStatusId } from '@/lib/domain';
import { managedListings, type SellerScope } from './seller-scope';
import { statusIdOf, type StatusChange } from './status-change';
import { canChangeStatus } from './status-rules';

// A seller changes a listing's market status (docs/seller-workspace.md): allowed by status-rules.ts,
// written with its history event in one transaction, which the listing page's history and the
// favourites' alerts read.

export type StatusChangeResult = { ok: true; status: MarketStatusId } | { ok: false; reason: 'not-found' | 'not-allowed' | 'sold-before-listed' };

export async function changeListingStatus(scope: SellerScope, listingId: number, change: StatusChange, now = new Date()): Promise<StatusChangeResult> {
  const to = statusIdOf(change.status);
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ status: listings.marketStatus, price: listings.price, dateListed: listings.dateListed }).from(listings)
      .where(and(eq(listings.id, listingId), managedListings(scope))).for('update');
    if (!row || row.status === DELETED_MARKET_STATUS) return { ok: false, reason: 'not-found' };
    const from = row.status as MarketStatusId;
    if (!canChangeStatus(from, to)) return { ok: false, reason: 'not-allowed' };
    const sold = to === MarketStatus.SOLD;
    if (sold && change.soldDate < row.dateListed.toISOString().slice(0, 10)) return { ok: false, reason: 'sold-before-listed' };
    await tx.update(listings).set({
      marketStatus: to, updatedAt: now,
      soldDate: sold ? change.soldDate : null, salesPrice: sold ? (change.soldPrice ?? null) : null,
    }).where(eq(listings.id, listingId));
    await tx.insert(listingEvents).values({ listingId, kind: 'status', at: now, price: row.price, marketStatus: to, previousMarketStatus: from });
    return { ok: true, status: to };
  });
}

/** At most this many listings change status in one request (a page of My listings is 25). */
export const BULK_STATUS_MAX = 100;

export interface BulkStatusResult {
  changed: number[];
  /** Listings left as they were, with why: not the scope's (or none), or a change their status does not allow. */
  refused: { id: number; reason: 'not-found' | 'not-allowed' | 'sold-before-listed' }[];
}

/** One status change applied to several listings, each on its own (one refusal does not stop the rest). */
export async function changeListingStatuses(scope: SellerScope, listingIds: readonly number[], change: StatusChange, now = new Date()): Promise<BulkStatusResult> {
  const result: BulkStatusResult = { changed: [], refused: [] };
  for (const id of new Set(listingIds)) {
    const outcome = await changeListingStatus(scope, id, change, now);
    if (outcome.ok) result.changed.push(id);
    else result.refused.push({ id, reason: outcome.reason });
  }
  return result;
}
