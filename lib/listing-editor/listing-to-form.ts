import { Activity, HomeType, PropertyType, RegionType, SaleType, type PropertyTypeKey } from '@/lib/domain';
import type { listingMedia, listings } from '@/lib/db/schema';
import { AUCTION_PRICE } from './listing-columns';
import { draftListingSchema, pickablePropertyTypes, type DraftListing } from './listing-form';

// A published listing as the edit form holds it: the inverse of listing-columns.ts and
// listing-media-rows.ts, so editing and saving without a change writes what was there.

type ListingRow = typeof listings.$inferSelect;
type MediaRow = Pick<typeof listingMedia.$inferSelect, 'kind' | 'position' | 'documentId' | 'altText' | 'externalUrl'>;

const namesOf = <K extends string>(flags: Record<K, number>, mask: number) => (Object.keys(flags) as K[]).filter((name) => (mask & flags[name]) !== 0);

export function listingToForm(row: ListingRow, media: readonly MediaRow[], cityName: string | null): DraftListing {
  const ordered = [...media].sort((a, b) => a.position - b.position);
  const asking = row.saleType === SaleType.AUCTION || row.price === AUCTION_PRICE ? 'auction' : row.price === null ? 'contact' : 'price';
  const types = pickablePropertyTypes.filter((key: PropertyTypeKey) => (row.propertyTypes & PropertyType[key]) === PropertyType[key]);
  return draftListingSchema.parse({
    place: {
      stateId: row.stateId, countyId: row.countyId, city: cityName ?? '', address1: row.address1 ?? '', zip: row.zip ?? '',
      latitude: row.latitude, longitude: row.longitude,
    },
    price: { asking, price: asking === 'price' ? (row.price ?? undefined) : undefined, acres: row.acres, propertyTypes: types },
    features: {
      activities: namesOf(Activity, row.activityTypes), amenities: namesOf(RegionType, row.amenityTypes), hasHouse: row.hasHouse,
      homeTypes: namesOf(HomeType, row.homeTypes), beds: row.beds ?? undefined, baths: row.baths ?? undefined, homeSqft: row.homeSqft ?? undefined,
      mineralRights: row.mineralRights, ownerFinancing: row.ownerFinancing, ownerFinancingTerms: row.ownerFinancingTerms ?? '',
    },
    description: { title: row.title, description: row.description },
    media: {
      videoUrl: ordered.find((m) => m.kind === 'video')?.externalUrl ?? '',
      tourUrl: ordered.find((m) => m.kind === 'tour')?.externalUrl ?? '',
      photos: ordered.filter((m) => m.kind === 'photo' && m.documentId !== null).map((m) => ({ documentId: m.documentId as number, alt: m.altText ?? '' })),
      documents: ordered.filter((m) => m.kind === 'document' && m.documentId !== null).map((m) => ({ documentId: m.documentId as number, title: m.altText ?? 'Document' })),
    },
  });
}
