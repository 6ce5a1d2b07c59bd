import { and, asc, desc, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { accounts, counties, regionCounties, states, zips } from '@/lib/db/schema';
import { DirectorySort, type DirectorySortId, type MemberTypeId } from '@/lib/domain';
import type { BrokerSummary } from './broker-profile';
import { DIRECTORY_PAGE_SIZE } from './directory-view';
import { summary, summaryColumns } from './summary-row';

// The broker directory's one read (SPEC §2.1 broker directory, §3 member types and sorts): listed
// accounts (active sellers) of a place, a member type and a name search, in one of the directory's
// orders. Listing counts and maxima are the accounts' own columns, kept by a trigger on listings
// (drizzle/0011), so the count on a card is the count on the profile and every order is an index scan.

const a = accounts;

/** The place a directory page covers: the office's state, and its county, city or region (by the office's zip). */
export interface DirectoryPlace {
  stateId?: number;
  countyId?: number;
  cityId?: number;
  regionId?: number;
}

export interface DirectoryQuery extends DirectoryPlace {
  memberType?: MemberTypeId;
  /** Prefix-matched name words (directory-view.ts nameWords). */
  nameWords: readonly string[];
  sort: DirectorySortId;
  /** Zero-based. */
  page: number;
}

export interface DirectoryResult {
  brokers: BrokerSummary[];
  /** Members matching place and name, of the selected type. */
  total: number;
  /** Members matching place and name, per member type: the tabs' counts. */
  byMemberType: Partial<Record<MemberTypeId, number>>;
  pageCount: number;
}

/** Only accounts the public directory lists; the same text as the partial indexes' predicate. */
const listed = sql`${a.isActive} and ${a.isSeller}`;

function placeConditions(place: DirectoryPlace): SQL[] {
  const out: SQL[] = [];
  if (place.stateId !== undefined) out.push(eq(a.stateId, place.stateId));
  if (place.countyId !== undefined) out.push(sql`exists (select 1 from ${zips} where ${zips.zip} = ${a.zip} and ${zips.countyId} = ${place.countyId})`);
  if (place.cityId !== undefined) out.push(sql`exists (select 1 from ${zips} where ${zips.zip} = ${a.zip} and ${zips.cityId} = ${place.cityId})`);
  if (place.regionId !== undefined) {
    out.push(sql`exists (select 1 from ${zips} join ${regionCounties} on ${regionCounties.countyId} = ${zips.countyId}
      where ${zips.zip} = ${a.zip} and ${regionCounties.regionId} = ${place.regionId})`);
  }
  return out;
}

/** Every word a prefix of some word of the contact or company name ("jo smi" finds John Smith). */
function nameCondition(words: readonly string[]): SQL | null {
  if (words.length === 0) return null;
  const query = words.map((w) => `${w.replace(/[^a-z0-9]/g, '')}:*`).join(' & ');
  return sql`${a.directoryWords} @@ to_tsquery('simple', ${query})`;
}

/** Highest first, as the directory's indexes hold it (DESC NULLS LAST), so the planner reads them in order. */
const high = (column: AnyColumn) => sql`${column} desc nulls last`;

function orderOf(sort: DirectorySortId): SQL[] {
  const byName = [asc(a.directoryName), asc(a.id)];
  switch (sort) {
    case DirectorySort.NAME_AZ:
      return byName;
    case DirectorySort.NAME_ZA:
      return [desc(a.directoryName), desc(a.id)];
    case DirectorySort.LISTINGS_HIGH:
      return [high(a.activeListingCount), ...byName];
    case DirectorySort.PRICE_HIGH:
      return [high(a.listingPriceMax), ...byName];
    case DirectorySort.ACRES_HIGH:
      return [high(a.listingAcresMax), ...byName];
    default:
      // Recommended: Accredited Land Consultants first (advanced, then certified), then the most listings.
      return [high(a.alcAdvancedCertified), high(a.alcCertified), high(a.activeListingCount), ...byName];
  }
}

/** One page of the directory with its counts (the two reads run side by side). */
export async function searchDirectory(q: DirectoryQuery): Promise<DirectoryResult> {
  const shared = [listed, ...placeConditions(q), nameCondition(q.nameWords)].filter((c): c is SQL => c !== null);
  const where = and(...shared, q.memberType ? eq(a.memberType, q.memberType) : undefined);
  const [rows, counts] = await Promise.all([
    db()
      .select({ ...summaryColumns, listingCount: a.activeListingCount })
      .from(a)
      .leftJoin(states, eq(states.id, a.stateId))
      .where(where)
      .orderBy(...orderOf(q.sort))
      .limit(DIRECTORY_PAGE_SIZE)
      .offset(q.page * DIRECTORY_PAGE_SIZE),
    db()
      .select({ memberType: a.memberType, count: sql<number>`count(*)::int` })
      .from(a)
      .where(and(...shared))
      .groupBy(a.memberType),
  ]);
  const byMemberType: Partial<Record<MemberTypeId, number>> = {};
  for (const c of counts) byMemberType[c.memberType as MemberTypeId] = c.count;
  const total = q.memberType ? (byMemberType[q.memberType] ?? 0) : counts.reduce((sum, c) => sum + c.count, 0);
  return { brokers: rows.map((row) => summary(row, row.listingCount)), total, byMemberType, pageCount: Math.ceil(total / DIRECTORY_PAGE_SIZE) };
}

export interface DirectoryCounty {
  slug: string;
  name: string;
  kind: string;
  count: number;
}

/** Counties of a state with listed members (by office zip), for the county filter, by name. */
export async function directoryCounties(stateId: number): Promise<DirectoryCounty[]> {
  return db()
    .select({ slug: counties.slug, name: counties.name, kind: counties.kind, count: sql<number>`count(*)::int` })
    .from(a)
    .innerJoin(zips, eq(zips.zip, a.zip))
    .innerJoin(counties, eq(counties.id, zips.countyId))
    .where(and(listed, eq(a.stateId, stateId)))
    .groupBy(counties.slug, counties.name, counties.kind)
    .orderBy(counties.name);
}

/** Listed members per state id, for the state filter. */
export async function directoryStateCounts(): Promise<Map<number, number>> {
  const rows = await db()
    .select({ stateId: a.stateId, count: sql<number>`count(*)::int` })
    .from(a)
    .where(listed)
    .groupBy(a.stateId);
  return new Map(rows.flatMap((r) => (r.stateId === null ? [] : [[r.stateId, r.count] as const])));
}
