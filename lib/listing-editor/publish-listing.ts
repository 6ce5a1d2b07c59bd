import { and, eq, isNull } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { accounts, listingDrafts, listingEvents, listingMedia, listings } from '@/lib/db/schema';
import { MarketStatus, planOfStoredType, tierForPlan, UpgradeLevel, AccountType, planFamily, type AccountTypeId } from '@/lib/domain';
import { rankScore } from '@/lib/listings/rank-score';
import { sellerListingColumns, storedPrice, type ResolvedPlace } from './listing-columns';
import type { PublishableListing } from './listing-form';
import { listingMediaRows } from './listing-media-rows';
import type { SellerScope } from './seller-scope';

// Publishing a draft (docs/seller-workspace.md): one transaction makes the listings row (available,
// listed now, at the tier of the account's plan), its 'listed' history event and its media, and marks
// the draft published, so a second publish of the same draft finds it done and makes nothing.

async function accountTier(accountId: number) {
  const [row] = await db().select({ type: accounts.accountType, parentId: accounts.parentAccountId }).from(accounts).where(eq(accounts.id, accountId)).limit(1);
  if (!row) throw new Error(`no account ${accountId}`);
  if (row.type !== AccountType.CORPORATE_CHILD || row.parentId === null) return { tier: tierForPlan(planOfStoredType(row.type)), parentAccountId: row.parentId };
  const [parent] = await db().select({ type: accounts.accountType }).from(accounts).where(eq(accounts.id, row.parentId)).limit(1);
  const plan = parent ? planFamily(row.type as AccountTypeId, parent.type as AccountTypeId) : 'standard';
  return { tier: tierForPlan(plan), parentAccountId: row.parentId };
}

/** The new listing's id; 'published' when the draft had already become one (or is not the scope's). */
export async function publishListing(scope: SellerScope, draftId: number, listing: PublishableListing, place: ResolvedPlace, now = new Date()): Promise<number | 'published'> {
  const { tier, parentAccountId } = await accountTier(scope.accountId);
  return db().transaction(async (tx) => {
    // Taken first, so two publishes of one draft cannot both insert.
    const [draft] = await tx.select({ id: listingDrafts.id }).from(listingDrafts)
      .where(and(eq(listingDrafts.id, draftId), eq(listingDrafts.accountId, scope.accountId), isNull(listingDrafts.publishedListingId)))
      .for('update');
    if (!draft) return 'published';
    const photos = listing.media.photos;
    const [row] = await tx.insert(listings).values({
      ...sellerListingColumns(listing, place),
      accountId: scope.accountId, parentAccountId, marketStatus: MarketStatus.AVAILABLE, listingLevel: tier,
      upgradeLevelId: UpgradeLevel.TIER, rankScore: rankScore(tier, UpgradeLevel.TIER, now), dateListed: now,
      thumbnailDocumentId: photos[0]?.documentId ?? null, photoCount: photos.length, createdAt: now, updatedAt: now,
    }).returning({ id: listings.id });
    if (!row) throw new Error('insert returned no listing');
    await tx.insert(listingEvents).values({ listingId: row.id, kind: 'listed', at: now, price: storedPrice(listing.price), marketStatus: MarketStatus.AVAILABLE });
    const media = listingMediaRows(row.id, listing.media);
    if (media.length > 0) await tx.insert(listingMedia).values(media);
    await tx.update(listingDrafts).set({ publishedListingId: row.id, updatedAt: now }).where(eq(listingDrafts.id, draftId));
    return row.id;
  });
}
