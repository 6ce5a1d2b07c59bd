import { and, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { DELETED_MARKET_STATUS } from '@/lib/domain';
import { cities, listingEvents, listingMedia, listings } from '@/lib/db/schema';
import { AUCTION_PRICE, sellerListingColumns, storedPrice, type ResolvedPlace } from './listing-columns';
import type { DraftListing, PublishableListing } from './listing-form';
import { listingMediaRows } from './listing-media-rows';
import { listingToForm } from './listing-to-form';
import { managedListings, type SellerScope } from './seller-scope';

// Editing a published listing (docs/seller-workspace.md): the whole form saved at once, in one
// transaction with its media; a new asking price is a price change in the listing's history (the
// listing page shows it, and a cut reaches the favourites' alerts). A deleted listing is not edited.

export interface EditableListing {
  id: number;
  marketStatus: number;
  form: DraftListing;
}

export async function editableListing(scope: SellerScope, listingId: number): Promise<EditableListing | undefined> {
  const [row] = await db().select({ listing: listings, cityName: cities.name }).from(listings)
    .leftJoin(cities, eq(cities.id, listings.cityId))
    .where(and(eq(listings.id, listingId), managedListings(scope))).limit(1);
  if (!row || row.listing.marketStatus === DELETED_MARKET_STATUS) return undefined;
  const media = await db().select({ kind: listingMedia.kind, position: listingMedia.position, documentId: listingMedia.documentId, altText: listingMedia.altText, externalUrl: listingMedia.externalUrl })
    .from(listingMedia).where(eq(listingMedia.listingId, listingId));
  return { id: listingId, marketStatus: row.listing.marketStatus, form: listingToForm(row.listing, media, row.cityName) };
}

/** A real asking price: not an auction (2) nor contact for price (null). */
const askingPrice = (value: number | null) => (value !== null && value > AUCTION_PRICE ? value : null);

/** What a change of asking price from `previous` to `price` (both as stored) records on the listing. */
export function priceChangeColumns(previous: number | null, price: number | null, now: Date) {
  const [after, before] = [askingPrice(price), askingPrice(previous)];
  return { priceChangeAmount: after !== null && before !== null ? after - before : null, priceChangedAt: now };
}

/** True when saved; false for another's, no or a deleted listing (answered 404 alike). */
export async function updateListing(scope: SellerScope, listingId: number, listing: PublishableListing, place: ResolvedPlace, now = new Date()): Promise<boolean> {
  return db().transaction(async (tx) => {
    const [row] = await tx.select({ status: listings.marketStatus, price: listings.price }).from(listings)
      .where(and(eq(listings.id, listingId), managedListings(scope))).for('update');
    if (!row || row.status === DELETED_MARKET_STATUS) return false;
    const columns = sellerListingColumns(listing, place);
    const price = storedPrice(listing.price);
    const repriced = price !== row.price;
    const photos = listing.media.photos;
    await tx.update(listings).set({
      ...columns,
      ...(repriced ? priceChangeColumns(row.price, price, now) : {}),
      thumbnailDocumentId: photos[0]?.documentId ?? null, photoCount: photos.length, updatedAt: now,
    }).where(eq(listings.id, listingId));
    if (repriced) await tx.insert(listingEvents).values({ listingId, kind: 'price', at: now, price, previousPrice: row.price });
    await tx.delete(listingMedia).where(eq(listingMedia.listingId, listingId));
    const media = listingMediaRows(listingId, listing.media);
    if (media.length > 0) await tx.insert(listingMedia).values(media);
    return true;
  });
}
