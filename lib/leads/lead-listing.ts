import { and, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { accounts, listings } from '@/lib/db/schema';
import { shownListing } from '@/lib/db/schema/listings';
import type { ListingTierId, UpgradeLevelId, MarketStatusId } from '@/lib/domain';

/** What the server reads again for a lead or a share: it trusts the listing id and nothing else the page sent. */
export interface LeadListing {
  id: number;
  title: string;
  canonicalLocation: string;
  marketStatus: MarketStatusId;
  listingLevel: ListingTierId;
  upgradeLevelId: UpgradeLevelId;
  stateId: number;
  countyId: number;
  broker: {
    accountId: number;
    email: string;
    contactName: string | null;
    companyName: string | null;
    isFree: boolean;
    isActive: boolean;
  };
}

export async function readLeadListing(database: Database, listingId: number): Promise<LeadListing | null> {
  const [row] = await database
    .select({
      id: listings.id,
      title: listings.title,
      canonicalLocation: listings.canonicalLocation,
      marketStatus: listings.marketStatus,
      listingLevel: listings.listingLevel,
      upgradeLevelId: listings.upgradeLevelId,
      stateId: listings.stateId,
      countyId: listings.countyId,
      accountId: accounts.id,
      email: accounts.email,
      contactName: accounts.contactName,
      companyName: accounts.companyName,
      isFree: accounts.isFree,
      isActive: accounts.isActive,
    })
    .from(listings)
    .innerJoin(accounts, eq(accounts.id, listings.accountId))
    .where(and(eq(listings.id, listingId), shownListing('listings')))
    .limit(1);
  if (!row) return null;
  const { accountId, email, contactName, companyName, isFree, isActive, ...listing } = row;
  return {
    ...listing,
    marketStatus: listing.marketStatus as MarketStatusId,
    listingLevel: listing.listingLevel as ListingTierId,
    upgradeLevelId: listing.upgradeLevelId as UpgradeLevelId,
    broker: { accountId, email, contactName, companyName, isFree, isActive },
  };
}
