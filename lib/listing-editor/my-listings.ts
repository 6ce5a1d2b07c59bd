import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { DELETED_MARKET_STATUS, MarketStatus } from '@/lib/domain';
import { logTypes } from '@/lib/analytics';
import { MY_LISTINGS_PAGE_SIZE, statusCodes, type MyListingsQuery } from './my-listings-query';
import { managedListings, type SellerScope } from './seller-scope';

// "My listings" (docs/seller-workspace.md): the scope's listings (a corporate master's agents' too) with
// what a seller runs them by: status, tier, price, photos, views and leads of the last 30 days, the
// last change. Deleted ones are listed only under their own filter, with the day they go for good.

export interface MyListingRow {
  id: number;
  title: string;
  /** SPEC §3 market status, or 0 for deleted. */
  marketStatus: number;
  listingLevel: number;
  upgradeLevelId: number;
  price: number | null;
  acres: number;
  photoCount: number;
  /** The first photo's document id (its place in the photo order), for the row's thumbnail; null without photos. */
  coverId: number | null;
  views30: number;
  leads30: number;
  updatedAt: string;
  deletedAt: string | null;
  canonicalLocation: string;
  /** The agent whose listing it is, for a corporate master's own view; null for the scope's own. */
  agentName: string | null;
}

export interface MyListingsPage {
  rows: MyListingRow[];
  total: number;
  /** Listings per status (keys of MarketStatus, and DELETED), for the filter's counts. */
  counts: Record<string, number>;
}

type Row = {
  id: string; title: string; market_status: number; listing_level: number; upgrade_level_id: number; price: string | number | null;
  acres: string | number; photo_count: number; cover_id: string | number | null; views30: string | number; leads30: string | number; updated_at: Date | string;
  deleted_at: Date | string | null; canonical_location: string; agent_name: string | null; total: string | number;
};

const orders = {
  updated: sql`listings.updated_at desc, listings.id desc`,
  price: sql`listings.price desc nulls last, listings.id desc`,
  views: sql`views30 desc, listings.id desc`,
} as const;

const iso = (value: Date | string) => new Date(value).toISOString();

export async function myListings(scope: SellerScope, query: MyListingsQuery, now = new Date()): Promise<MyListingsPage> {
  const since = new Date(now.getTime() - 30 * 86_400_000);
  const codes = statusCodes(query.status, MarketStatus);
  const statusFilter = codes === null ? sql`listings.market_status <> ${DELETED_MARKET_STATUS}` : sql`listings.market_status = any(${`{${codes.join(',')}}`}::smallint[])`;
  const id = /^\d{1,15}$/.test(query.q) ? Number(query.q) : null;
  const words = query.q === '' ? sql`true` : id !== null ? sql`listings.id = ${id}` : sql`listings.title ilike ${`%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`;
  const { rows } = await db().execute<Row>(sql`
    select listings.id, listings.title, listings.market_status, listings.listing_level, listings.upgrade_level_id, listings.price, listings.acres,
      listings.photo_count, listings.updated_at, listings.deleted_at, listings.canonical_location,
      (select m.document_id from listing_media m where m.listing_id = listings.id and m.kind = 'photo' and m.document_id is not null
        order by m.position limit 1) as cover_id,
      case when listings.account_id <> ${scope.accountId} then agent.contact_name end as agent_name,
      coalesce((select sum(s.count) from listing_daily_stats s where s.listing_id = listings.id and s.log_type = ${logTypes.detailsViewed.code}
        and s.day >= ${since.toISOString().slice(0, 10)}::date), 0) as views30,
      (select count(*) from leads where leads.listing_id = listings.id and leads.created_at >= ${since.toISOString()}::timestamptz) as leads30,
      count(*) over () as total
    from listings left join accounts agent on agent.id = listings.account_id
    where ${managedListings(scope)} and ${statusFilter} and ${words}
    order by ${orders[query.sort]}
    limit ${MY_LISTINGS_PAGE_SIZE} offset ${(query.page - 1) * MY_LISTINGS_PAGE_SIZE}`);
  const counted = await db().execute<{ market_status: number; n: string | number }>(sql`
    select listings.market_status, count(*) as n from listings where ${managedListings(scope)} group by 1`);
  const counts: Record<string, number> = { all: 0 };
  for (const { market_status: status, n } of counted.rows) {
    const key = status === DELETED_MARKET_STATUS ? 'DELETED' : (Object.entries(MarketStatus).find(([, code]) => code === status)?.[0] ?? String(status));
    counts[key] = Number(n);
    if (status !== DELETED_MARKET_STATUS) counts.all = (counts.all ?? 0) + Number(n);
  }
  return {
    total: Number(rows[0]?.total ?? 0),
    counts,
    rows: rows.map((row) => ({
      id: Number(row.id), title: row.title, marketStatus: row.market_status, listingLevel: row.listing_level, upgradeLevelId: row.upgrade_level_id,
      price: row.price === null ? null : Number(row.price), acres: Number(row.acres), photoCount: row.photo_count,
      coverId: row.cover_id === null ? null : Number(row.cover_id),
      views30: Number(row.views30), leads30: Number(row.leads30), updatedAt: iso(row.updated_at),
      deletedAt: row.deleted_at === null ? null : iso(row.deleted_at), canonicalLocation: row.canonical_location, agentName: row.agent_name,
    })),
  };
}
