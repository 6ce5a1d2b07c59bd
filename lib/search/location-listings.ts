import { sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { MarketStatus } from '@/lib/domain/market-status';
import type { ResolvedLocation } from './resolve-location';

export interface ListingSummary {
  id: number;
  title: string;
  price: number | null;
  acres: number;
  saleType: number;
  marketStatus: number;
  canonicalLocation: string;
  thumbnailDocumentId: number | null;
}

export interface LocationListings {
  total: number;
  listings: ListingSummary[];
}

function locationFilter(location: ResolvedLocation): SQL {
  if (location.county) return sql`county_id = ${location.county.id}`;
  if (location.city) return sql`city_id = ${location.city.id}`;
  if (location.region) return sql`region_id = ${location.region.id}`;
  if (location.zip) return sql`zip = ${location.zip}`;
  if (location.state) return sql`state_id = ${location.state.id}`;
  return sql`true`;
}

/**
 * Active listings of one place in the DEFAULT order, a page at a time. Ids come from the rank index
 * first and rows are fetched after (DESIGN §3).
 */
export async function locationListings(location: ResolvedLocation, page: number, pageSize = 24): Promise<LocationListings> {
  const where = sql`${locationFilter(location)} and market_status in (${MarketStatus.AVAILABLE}, ${MarketStatus.UNDER_CONTRACT})`;
  const [countResult, rows] = await Promise.all([
    db().execute<{ n: number }>(sql`select count(*)::int as n from listings where ${where}`),
    db().execute<{
      id: number; title: string; price: number | null; acres: number; sale_type: number; market_status: number;
      canonical_location: string; thumbnail_document_id: number | null;
    }>(sql`with top as (select id, rank_score from listings where ${where} order by rank_score desc, id limit ${pageSize} offset ${page * pageSize})
      select l.id, l.title, l.price, l.acres, l.sale_type, l.market_status, l.canonical_location, l.thumbnail_document_id
      from top join listings l using (id) order by top.rank_score desc, l.id`),
  ]);
  return {
    total: Number(countResult.rows[0]?.n ?? 0),
    listings: rows.rows.map((r) => ({
      id: Number(r.id), title: r.title, price: r.price === null ? null : Number(r.price), acres: Number(r.acres), saleType: r.sale_type,
      marketStatus: r.market_status, canonicalLocation: r.canonical_location, thumbnailDocumentId: r.thumbnail_document_id === null ? null : Number(r.thumbnail_document_id),
    })),
  };
}
