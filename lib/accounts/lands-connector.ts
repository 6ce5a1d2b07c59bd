import { and, count, eq, ne } from 'drizzle-orm';
import type { SiteBrand } from '@/lib/brand';
import { db } from '@/lib/db/client';
import { favorites, listings, savedSearches, users } from '@/lib/db/schema';
import { activeListing } from '@/lib/db/schema/listings';
import { DEFAULT_NOTIFY, isNotifyFrequency, type NotifyFrequency } from './notify';

// The lands connector (SPEC §2.2, login required; its content is unspecified): one page that connects
// what a user follows on the brand (saved searches and their email alerts, favourites and theirs) and,
// for a user who advertises, their listings (the footer's "Manage Listings" leads here, SPEC §6).

export interface LandsConnectorSummary {
  savedSearches: number;
  /** Saved searches that mail new matches (notify other than 'No Updates'). */
  alertingSearches: number;
  favorites: number;
  favoriteAlerts: NotifyFrequency;
  /** The seller account the user manages, with its active listings; null for buyers. */
  sellerAccount: { accountId: number; activeListings: number } | null;
}

export async function landsConnectorSummary(userId: number, brand: SiteBrand): Promise<LandsConnectorSummary | null> {
  const [user] = await db().select({ accountId: users.accountId, favoriteAlerts: users.favoriteAlerts }).from(users).where(eq(users.id, userId)).limit(1);
  if (!user) return null;
  const mine = and(eq(savedSearches.userId, userId), eq(savedSearches.siteId, brand.siteId));
  const [[searches], [alerting], [liked], listed] = await Promise.all([
    db().select({ n: count() }).from(savedSearches).where(mine),
    db().select({ n: count() }).from(savedSearches).where(and(mine, ne(savedSearches.notify, DEFAULT_NOTIFY))),
    db().select({ n: count() }).from(favorites).where(eq(favorites.userId, userId)),
    user.accountId === null
      ? Promise.resolve([])
      : db().select({ n: count() }).from(listings).where(and(eq(listings.accountId, user.accountId), activeListing())),
  ]);
  return {
    savedSearches: searches?.n ?? 0,
    alertingSearches: alerting?.n ?? 0,
    favorites: liked?.n ?? 0,
    favoriteAlerts: isNotifyFrequency(user.favoriteAlerts) ? user.favoriteAlerts : DEFAULT_NOTIFY,
    sellerAccount: user.accountId === null ? null : { accountId: user.accountId, activeListings: listed[0]?.n ?? 0 },
  };
}
