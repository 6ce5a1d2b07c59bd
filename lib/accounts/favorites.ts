import { and, desc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { favorites, listings } from '@/lib/db/schema';
import { shownListing } from '@/lib/db/schema/listings';

// SPEC §4 Like: a user's favourite listings. Every call names the session's user; nobody reads or
// changes another user's favourites.

/** Likes a listing (again is fine); false when no such listing exists. */
export async function likeListing(userId: number, listingId: number): Promise<boolean> {
  const [listing] = await db().select({ id: listings.id }).from(listings).where(and(eq(listings.id, listingId), shownListing('listings'))).limit(1);
  if (!listing) return false;
  await db().insert(favorites).values({ userId, listingId }).onConflictDoNothing();
  return true;
}

export async function unlikeListing(userId: number, listingId: number): Promise<void> {
  await db().delete(favorites).where(and(eq(favorites.userId, userId), eq(favorites.listingId, listingId)));
}

/** SPEC §3 listOfLiked: the user's liked listing ids, newest first. */
export async function likedListingIds(userId: number): Promise<number[]> {
  const rows = await db().select({ id: favorites.listingId }).from(favorites).where(eq(favorites.userId, userId)).orderBy(desc(favorites.createdAt));
  return rows.map((r) => r.id);
}
