import { and, asc, eq } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { accounts, cities, counties, listingEvents, listingMedia, listings, regions, states } from '@/lib/db/schema';
import { shownListing } from '@/lib/db/schema/listings';
import type { ListingTierId, UpgradeLevelId, MarketStatusId } from '@/lib/domain';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { historyEvents } from './history';
import type { ListingDetail } from './listing-detail';
import { buildMediaSet } from './media-set';

const l = listings;

/** The listing with its place names and broker: primary-key lookups only. */
function listingRow(id: number) {
  return db()
    .select({
      id: l.id, siteListingId: l.siteListingId, externalSourceId: l.externalSourceId, partnerId: l.partnerId, accountId: l.accountId,
      listingLevel: l.listingLevel, upgradeLevelId: l.upgradeLevelId, isShowcase: l.isShowcase, saleType: l.saleType, marketStatus: l.marketStatus,
      price: l.price, acres: l.acres, pricePerAcre: l.pricePerAcre, salesPrice: l.salesPrice, soldDate: l.soldDate, title: l.title,
      description: l.description, address1: l.address1, address2: l.address2, zip: l.zip, stateId: l.stateId, countyId: l.countyId,
      canonicalLocation: l.canonicalLocation, latitude: l.latitude, longitude: l.longitude, propertyTypes: l.propertyTypes,
      activityTypes: l.activityTypes, amenityTypes: l.amenityTypes, farmTypes: l.farmTypes, homeTypes: l.homeTypes, beds: l.beds, baths: l.baths,
      homeSqft: l.homeSqft, hasHouse: l.hasHouse, hasVideo: l.hasVideo, hasVirtualTour: l.hasVirtualTour, hasCustomMap: l.hasCustomMap,
      mineralRights: l.mineralRights, ownerFinancing: l.ownerFinancing, dateListed: l.dateListed, updatedAt: l.updatedAt,
      priceChangeAmount: l.priceChangeAmount, priceChangedAt: l.priceChangedAt, thumbnailDocumentId: l.thumbnailDocumentId,
      city: cities.name, countyName: counties.name, countyKind: counties.kind, countySlug: counties.slug, region: regions.name,
      stateName: states.name, stateAbbreviation: states.abbreviation,
      brokerId: accounts.id, contactName: accounts.contactName, companyName: accounts.companyName, preferredPhone: accounts.preferredPhone,
      officePhone: accounts.officePhone, websiteUrl: accounts.websiteUrl, portraitDocumentId: accounts.portraitDocumentId,
      logoDocumentId: accounts.logoDocumentId, memberType: accounts.memberType, isFree: accounts.isFree, isActive: accounts.isActive,
    })
    .from(l)
    .innerJoin(counties, eq(counties.id, l.countyId))
    .innerJoin(states, eq(states.id, l.stateId))
    .leftJoin(cities, eq(cities.id, l.cityId))
    .leftJoin(regions, eq(regions.id, l.regionId))
    .leftJoin(accounts, eq(accounts.id, l.accountId))
    .where(and(eq(l.id, id), shownListing('listings')))
    .limit(1);
}

function mediaRows(id: number) {
  const m = listingMedia;
  return db()
    .select({ kind: m.kind, position: m.position, documentId: m.documentId, altText: m.altText, externalUrl: m.externalUrl })
    .from(m)
    .where(eq(m.listingId, id))
    .orderBy(asc(m.kind), asc(m.position));
}

function eventRows(id: number) {
  const e = listingEvents;
  return db()
    .select({ kind: e.kind, at: e.at, price: e.price, previousPrice: e.previousPrice, marketStatus: e.marketStatus, previousMarketStatus: e.previousMarketStatus })
    .from(e)
    .where(eq(e.listingId, id))
    .orderBy(asc(e.at), asc(e.id));
}

/**
 * Everything the listing page knows about listing `id`, whatever its status (off-market and sold
 * listings stay viewable), or null when there is no such listing. Three indexed reads in parallel:
 * the row with its names and broker, its media, its history.
 */
export async function getListingDetail(id: number): Promise<ListingDetail | null> {
  const [[row], media, events] = await Promise.all([listingRow(id), mediaRows(id), eventRows(id)]);
  if (!row) return null;
  const { countyName, countyKind, thumbnailDocumentId, brokerId, contactName, companyName, preferredPhone, officePhone, websiteUrl, portraitDocumentId, logoDocumentId, memberType, isFree, isActive, ...listing } = row;
  return {
    ...listing,
    listingLevel: row.listingLevel as ListingTierId,
    upgradeLevelId: row.upgradeLevelId as UpgradeLevelId,
    marketStatus: row.marketStatus as MarketStatusId,
    county: countyFullName(countyName, countyKind as CountyKind),
    dateListed: row.dateListed.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    priceChangedAt: row.priceChangedAt?.toISOString() ?? null,
    media: buildMediaSet(media, row.title, thumbnailDocumentId),
    history: historyEvents(events),
    broker: {
      accountId: brokerId ?? row.accountId,
      contactName, companyName,
      phone: preferredPhone ?? officePhone,
      websiteUrl, portraitDocumentId, logoDocumentId,
      memberType: memberType ?? '',
      // A listing without its account row (left join) has no one to take leads.
      isFree: isFree ?? true,
      isActive: isActive ?? false,
    },
  };
}

/** Just where a listing's canonical URL points (listing-by-id redirects), or null for no such listing. */
export async function listingLocation(id: number): Promise<{ id: number; canonicalLocation: string } | null> {
  const [row] = await db().select({ id: l.id, canonicalLocation: l.canonicalLocation }).from(l).where(and(eq(l.id, id), shownListing('listings'))).limit(1);
  return row ?? null;
}
