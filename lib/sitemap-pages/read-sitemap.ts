import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { activeListing } from '@/lib/db/schema/listings';
import type { RouteOf } from '@/lib/routing';

// The HTML sitemap (SPEC §2.2 /sitemap/...; docs/crawling.md): the states, a state's counties, the
// listings of a county, and a state's featured and new listings, each read from the active inventory.

/** Listings one page of a county's, or a state's featured or new, listings shows; longer lists go on to page-1, page-2... */
export const SITEMAP_LISTINGS_MAX = 500;

export interface SitemapPlace { slug: string; name: string; abbreviation: string; count: number }
export interface SitemapCounty { slug: string; name: string; count: number }
export interface SitemapListing { id: number; title: string; canonicalLocation: string; acres: number; price: number | null }

/** Which page of a long list this is (0 is the first) and how many there are. */
export interface SitemapPaging { page: number; pageCount: number }

export type SitemapReading =
  | { kind: 'root'; states: SitemapPlace[] }
  | { kind: 'state'; state: SitemapPlace; counties: SitemapCounty[] }
  | { kind: 'county'; state: SitemapPlace; county: SitemapCounty; listings: SitemapListing[]; paging: SitemapPaging }
  | { kind: 'featured' | 'new'; state: SitemapPlace; listings: SitemapListing[]; paging: SitemapPaging };

type StateRow = { id: number; slug: string; name: string; abbreviation: string; count: number };

async function statesWithCounts(): Promise<StateRow[]> {
  const rows = await db().execute<StateRow>(sql`
    select s.id, s.slug, s.name, s.abbreviation, count(l.id)::int as count from states s
    join listings l on l.state_id = s.id and ${activeListing('l')} group by s.id order by s.name`);
  return rows.rows.map((row) => ({ ...row, id: Number(row.id), count: Number(row.count) }));
}

async function stateBy(where: 'slug' | 'abbreviation', value: string): Promise<StateRow | undefined> {
  const column = sql.raw(where === 'slug' ? 's.slug' : 's.abbreviation');
  const rows = await db().execute<StateRow>(sql`
    select s.id, s.slug, s.name, s.abbreviation, (select count(*) from listings l where l.state_id = s.id and ${activeListing('l')})::int as count
    from states s where ${column} = ${value} limit 1`);
  const row = rows.rows[0];
  return row && { ...row, id: Number(row.id), count: Number(row.count) };
}

const place = ({ slug, name, abbreviation, count }: StateRow): SitemapPlace => ({ slug, name, abbreviation, count });

/** One page of the active listings matching `condition`, and how many pages they fill; null past the last page. */
async function listingsWhere(condition: ReturnType<typeof sql>, order: ReturnType<typeof sql>, page: number): Promise<{ listings: SitemapListing[]; paging: SitemapPaging; total: number } | null> {
  const [rows, counted] = await Promise.all([
    db().execute<{ id: number; title: string; canonical_location: string; acres: number; price: number | null }>(sql`
      select id, title, canonical_location, acres::float8 as acres, price::float8 as price from listings l
      where ${condition} and ${activeListing('l')} order by ${order} limit ${SITEMAP_LISTINGS_MAX} offset ${page * SITEMAP_LISTINGS_MAX}`),
    db().execute<{ n: number }>(sql`select count(*)::int as n from listings l where ${condition} and ${activeListing('l')}`),
  ]);
  const total = Number(counted.rows[0]?.n ?? 0);
  const pageCount = Math.max(1, Math.ceil(total / SITEMAP_LISTINGS_MAX));
  if (page >= pageCount) return null;
  const listings = rows.rows.map((row) => ({ id: Number(row.id), title: row.title, canonicalLocation: row.canonical_location, acres: Number(row.acres), price: row.price === null ? null : Number(row.price) }));
  return { listings, paging: { page, pageCount }, total };
}

/** What a sitemap route shows; null for a place that does not exist (the page's 404). */
export async function readSitemap(route: RouteOf<'sitemap'>): Promise<SitemapReading | null> {
  if (route.scope === 'root') return { kind: 'root', states: (await statesWithCounts()).map(place) };
  if (route.scope !== 'location') {
    const state = await stateBy('abbreviation', route.stateAbbreviation);
    if (!state) return null;
    const found = route.scope === 'featured-listing'
      ? await listingsWhere(sql`l.state_id = ${state.id} and (l.upgrade_level_id > 0 or l.is_showcase)`, sql`l.rank_score desc, l.id`, route.page ?? 0)
      : await listingsWhere(sql`l.state_id = ${state.id}`, sql`l.date_listed desc, l.id desc`, route.page ?? 0);
    if (!found) return null;
    return { kind: route.scope === 'featured-listing' ? 'featured' : 'new', state: place(state), listings: found.listings, paging: found.paging };
  }
  const asState = await stateBy('slug', route.location);
  // A state's counties fit one page.
  if (asState && route.page) return null;
  if (asState) {
    const rows = await db().execute<{ slug: string; name: string; count: number }>(sql`
      select c.slug, c.name, count(l.id)::int as count from counties c
      join listings l on l.county_id = c.id and ${activeListing('l')} where c.state_id = ${asState.id} group by c.id order by c.name`);
    return { kind: 'state', state: place(asState), counties: rows.rows.map((row) => ({ slug: row.slug, name: row.name, count: Number(row.count) })) };
  }
  // A county is "<county slug>-<state abbreviation>": llano-county-tx.
  const county = /^(.+)-([a-z]{2})$/.exec(route.location);
  const state = county ? await stateBy('abbreviation', (county[2] ?? '').toUpperCase()) : undefined;
  if (!county || !state) return null;
  const [row] = (await db().execute<{ id: number; slug: string; name: string }>(sql`
    select id, slug, name from counties where state_id = ${state.id} and slug = ${county[1]} limit 1`)).rows;
  if (!row) return null;
  const found = await listingsWhere(sql`l.county_id = ${row.id}`, sql`l.rank_score desc, l.id`, route.page ?? 0);
  if (!found) return null;
  return { kind: 'county', state: place(state), county: { slug: row.slug, name: row.name, count: found.total }, listings: found.listings, paging: found.paging };
}
