import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { db } from '@/lib/db/client';
import { listingEvents, listings } from '@/lib/db/schema';
import { DELETED_MARKET_STATUS, SaleType } from '@/lib/domain';
import type { MessageParams } from '@/lib/validation/messages';
import { pricePerAcreOf, storedPrice } from './listing-columns';
import { priceStep } from './listing-form';
import { priceChangeColumns } from './listing-edit';
import { managedListings, type SellerScope } from './seller-scope';

// The quick price edit of "My listings": a new asking (a price, an auction or contact for price)
// without opening the whole form, recorded in the listing's history like any price change.

export const priceChangeSchema = priceStep.pick({ asking: true, price: true }).superRefine((change, ctx) => {
  if (change.asking === 'price' && change.price === undefined) ctx.addIssue({ code: 'custom', path: ['price'], params: { message: 'required' } satisfies MessageParams });
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** 'unchanged' when the asking is what it was; false for another's, no or a deleted listing. */
export async function changeListingPrice(scope: SellerScope, listingId: number, change: PriceChange, now = new Date()): Promise<boolean | 'unchanged'> {
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ status: listings.marketStatus, price: listings.price, acres: listings.acres }).from(listings)
      .where(and(eq(listings.id, listingId), managedListings(scope))).for('update');
    if (!row || row.status === DELETED_MARKET_STATUS) return false;
    const price = storedPrice(change);
    if (price === row.price) return 'unchanged';
    await tx.update(listings).set({
      price, saleType: change.asking === 'auction' ? SaleType.AUCTION : SaleType.SALE,
      pricePerAcre: pricePerAcreOf(price, row.acres),
      ...priceChangeColumns(row.price, price, now), updatedAt: now,
    }).where(eq(listings.id, listingId));
    await tx.insert(listingEvents).values({ listingId, kind: 'price', at: now, price, previousPrice: row.price });
    return true;
  });
}
