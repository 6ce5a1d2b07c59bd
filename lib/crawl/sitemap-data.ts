import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { propertyTypes } from '@/lib/domain';
import { activeListing } from '@/lib/db/schema/listings';
import { idRange, SITEMAP_ID_RANGE, type SitemapFile } from './sitemap-files';

// What a brand's XML sitemap lists, read from the database (docs/crawling.md): active listings and the
// brokers who have some, each with the time it last changed, and the places that have listings.

export interface SitemapFileStat {
  file: SitemapFile;
  lastmod: Date | null;
}

const dateOf = (value: Date | string | null) => (value === null ? null : new Date(value));

/** The index: the pages file, then one listings file per id range that has active listings, and the same for brokers. */
export async function sitemapFiles(): Promise<SitemapFileStat[]> {
  const [listingParts, brokerParts] = await Promise.all([
    db().execute<{ part: number; lastmod: Date | string }>(sql`
      select ((id - 1) / ${SITEMAP_ID_RANGE})::int as part, max(updated_at) as lastmod from listings
      where ${activeListing()} group by 1 order by 1`),
    db().execute<{ part: number; lastmod: Date | string }>(sql`
      select ((id - 1) / ${SITEMAP_ID_RANGE})::int as part, max(updated_at) as lastmod from accounts
      where is_active and is_seller and active_listing_count > 0 group by 1 order by 1`),
  ]);
  const newest = listingParts.rows.reduce<Date | null>((latest, row) => {
    const at = dateOf(row.lastmod);
    return at && (!latest || at > latest) ? at : latest;
  }, null);
  return [
    { file: { kind: 'pages' }, lastmod: newest },
    ...listingParts.rows.map((row) => ({ file: { kind: 'listings', part: Number(row.part) } as const, lastmod: dateOf(row.lastmod) })),
    ...brokerParts.rows.map((row) => ({ file: { kind: 'brokers', part: Number(row.part) } as const, lastmod: dateOf(row.lastmod) })),
  ];
}

export interface ListingUrlRow {
  id: number;
  canonicalLocation: string;
  updatedAt: Date;
}

export interface BrokerUrlRow {
  id: number;
  contactName: string | null;
  companyName: string | null;
  updatedAt: Date;
}

const BATCH = 5_000;

/** The active listings of one id range, read in batches by id (memory stays flat, each batch an index range scan). */
export async function* listingsOfPart(part: number): AsyncGenerator<ListingUrlRow[]> {
  const { from, to } = idRange(part);
  for (let after = from - 1; after < to;) {
    const rows = await db().execute<{ id: number; canonical_location: string; updated_at: Date | string }>(sql`
      select id, canonical_location, updated_at from listings
      where id > ${after} and id <= ${to} and ${activeListing()} order by id limit ${BATCH}`);
    if (rows.rows.length === 0) return;
    yield rows.rows.map((row) => ({ id: Number(row.id), canonicalLocation: row.canonical_location, updatedAt: new Date(row.updated_at) }));
    after = Number(rows.rows.at(-1)?.id ?? to);
  }
}

/** The brokers with active listings of one id range, in batches by id. */
export async function* brokersOfPart(part: number): AsyncGenerator<BrokerUrlRow[]> {
  const { from, to } = idRange(part);
  for (let after = from - 1; after < to;) {
    const rows = await db().execute<{ id: number; contact_name: string | null; company_name: string | null; updated_at: Date | string }>(sql`
      select id, contact_name, company_name, updated_at from accounts
      where id > ${after} and id <= ${to} and is_active and is_seller and active_listing_count > 0 order by id limit ${BATCH}`);
    if (rows.rows.length === 0) return;
    yield rows.rows.map((row) => ({ id: Number(row.id), contactName: row.contact_name, companyName: row.company_name, updatedAt: new Date(row.updated_at) }));
    after = Number(rows.rows.at(-1)?.id ?? to);
  }
}

export interface PlaceRow {
  stateSlug: string;
  countySlug: string | null;
  lastmod: Date;
}

/** The states and counties that have active listings, each with its newest change. */
export async function placesWithListings(): Promise<PlaceRow[]> {
  const rows = await db().execute<{ state_slug: string; county_slug: string | null; lastmod: Date | string }>(sql`
    select s.slug as state_slug, c.slug as county_slug, max(l.updated_at) as lastmod
    from listings l join states s on s.id = l.state_id left join counties c on c.id = l.county_id
    where ${activeListing('l')} group by grouping sets ((s.slug), (s.slug, c.slug)) order by 1, 2 nulls first`);
  return rows.rows.map((row) => ({ stateSlug: row.state_slug, countySlug: row.county_slug, lastmod: new Date(row.lastmod) }));
}

export interface StateTypeRow {
  stateSlug: string;
  typeSlug: string;
  lastmod: Date;
}

/**
 * Every state and property type with active listings, with the newest change among them: the searches
 * per place and type of the pages file. One pass over the active listings, one newest date per type.
 */
export async function stateTypesWithListings(): Promise<StateTypeRow[]> {
  const newest = sql.join(propertyTypes.map((type) => sql`max(l.updated_at) filter (where l.property_types & ${type.id} <> 0) as ${sql.identifier(`t${type.id}`)}`), sql`, `);
  const rows = await db().execute<Record<string, string | Date | null>>(sql`
    select s.slug as state_slug, ${newest} from listings l join states s on s.id = l.state_id
    where ${activeListing('l')} group by s.slug order by s.slug`);
  return rows.rows.flatMap((row) => propertyTypes.flatMap((type) => {
    const lastmod = row[`t${type.id}`];
    return lastmod ? [{ stateSlug: String(row.state_slug), typeSlug: type.slug, lastmod: new Date(lastmod) }] : [];
  }));
}

/** Whether a listings or brokers file has any URL (an index never names an empty one; a request for one is a 404). */
export async function sitemapFileHasRows(file: SitemapFile): Promise<boolean> {
  if (file.kind === 'pages') return true;
  const { from, to } = idRange(file.part);
  const rows = file.kind === 'listings'
    ? await db().execute(sql`select 1 from listings where id between ${from} and ${to} and ${activeListing()} limit 1`)
    : await db().execute(sql`select 1 from accounts where id between ${from} and ${to} and is_active and is_seller and active_listing_count > 0 limit 1`);
  return rows.rows.length > 0;
}
