import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import type { ListingTierId, UpgradeLevelId } from '@/lib/domain';
import type { SearchCriteria } from './criteria';
import { countListings, type ListingCount } from './listing-count';
import { orderBy } from './order';
import { whereClause, type WhereOptions } from './where';

export const MAX_MAP_MARKERS = 500;

export interface MarkerRow {
  id: number;
  latitude: number;
  longitude: number;
  price: number | null;
  acres: number;
  title: string;
  canonicalLocation: string;
  listingLevel: ListingTierId;
  upgradeLevelId: UpgradeLevelId;
  isShowcase: boolean;
  thumbnailDocumentId: number | null;
}

/** The count of all listings matching the criteria (capped for keywords, like the list's). */
export interface MapMarkers extends ListingCount {
  /** At most MAX_MAP_MARKERS of the matches, best ranked. */
  markers: MarkerRow[];
}

/**
 * Markers for the map: the criteria's listings in their sort order, capped, narrow rows only. The ids
 * come first from an index (listings_active_geo holds rank and id), rows are read for those only.
 */
export async function mapMarkers(criteria: SearchCriteria, options: WhereOptions & { limit?: number }): Promise<MapMarkers> {
  const where = whereClause(criteria, options);
  const limit = Math.min(options.limit ?? MAX_MAP_MARKERS, MAX_MAP_MARKERS);
  const [count, rows] = await Promise.all([
    countListings(criteria, options, limit),
    db().execute<{
      id: string; latitude: number; longitude: number; price: string | null; acres: string; title: string; canonical_location: string;
      listing_level: number; upgrade_level_id: number; is_showcase: boolean; thumbnail_document_id: string | null;
    }>(sql`with top as (select id from listings where ${where} order by ${orderBy(criteria.sortOrderId)} limit ${limit})
      select l.id, l.latitude, l.longitude, l.price, l.acres, l.title, l.canonical_location, l.listing_level, l.upgrade_level_id,
        l.is_showcase, l.thumbnail_document_id from top join listings l using (id) order by ${orderBy(criteria.sortOrderId, 'l')}`),
  ]);
  return {
    ...count,
    markers: rows.rows.map((r) => ({
      id: Number(r.id),
      latitude: r.latitude,
      longitude: r.longitude,
      price: r.price === null ? null : Number(r.price),
      acres: Number(r.acres),
      title: r.title,
      canonicalLocation: r.canonical_location,
      listingLevel: r.listing_level as ListingTierId,
      upgradeLevelId: r.upgrade_level_id as UpgradeLevelId,
      isShowcase: r.is_showcase,
      thumbnailDocumentId: r.thumbnail_document_id === null ? null : Number(r.thumbnail_document_id),
    })),
  };
}
