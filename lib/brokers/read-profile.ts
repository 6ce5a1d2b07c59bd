import { and, desc, eq, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { db } from '@/lib/db/client';
import { accounts, activeListing, brokerAwards, listings, states } from '@/lib/db/schema';
import { listingVideo } from '@/lib/listings/media';
import type { BrokerAward, BrokerProfile, BrokerSummary, ListingStats } from './broker-profile';
import { summary, summaryColumns } from './summary-row';

const a = accounts;
const parent = alias(accounts, 'parent');

/** A broker's listings as its listings page searches them: its own and, for a corporate office, its agents'. */
const ofBroker = (id: number) => and(or(eq(listings.accountId, id), eq(listings.parentAccountId, id)), activeListing());

function readAccount(id: number) {
  return db()
    .select({
      ...summaryColumns, accountType: a.accountType, address1: a.address1, address2: a.address2, zip: a.zip, licenseNumber: a.licenseNumber,
      description: a.description, websiteUrl: a.websiteUrl, logoDocumentId: a.logoDocumentId, isActive: a.isActive, isSeller: a.isSeller,
      createdAt: a.createdAt, updatedAt: a.updatedAt, videoUrl: a.videoUrl,
      parentId: parent.id, parentContactName: parent.contactName, parentCompanyName: parent.companyName,
    })
    .from(a)
    .leftJoin(states, eq(states.id, a.stateId))
    .leftJoin(parent, eq(parent.id, a.parentAccountId))
    .where(eq(a.id, id))
    .limit(1);
}

async function readStats(id: number): Promise<ListingStats> {
  const [totals, byState] = await Promise.all([
    db()
      .select({
        count: sql<number>`count(*)::int`, acresMin: sql<string | null>`min(${listings.acres})`, acresMax: sql<string | null>`max(${listings.acres})`,
        priceMin: sql<string | null>`min(${listings.price})`, priceMax: sql<string | null>`max(${listings.price})`,
      })
      .from(listings)
      .where(ofBroker(id)),
    db()
      .select({ abbreviation: states.abbreviation, count: sql<number>`count(*)::int` })
      .from(listings)
      .innerJoin(states, eq(states.id, listings.stateId))
      .where(ofBroker(id))
      .groupBy(states.abbreviation)
      .orderBy(desc(sql`count(*)`), states.abbreviation),
  ]);
  const t = totals[0];
  const num = (v: string | null | undefined) => (v === null || v === undefined ? null : Number(v));
  return {
    activeCount: t?.count ?? 0, acresMin: num(t?.acresMin), acresMax: num(t?.acresMax), priceMin: num(t?.priceMin), priceMax: num(t?.priceMax),
    states: byState.map((s) => s.abbreviation),
  };
}

/** A corporate office's active agents, most listings first, each with its active listing count. */
async function readAgents(id: number): Promise<BrokerSummary[]> {
  const count = sql<number>`(select count(*)::int from ${listings} where ${listings.accountId} = ${a.id} and ${activeListing()})`;
  const rows = await db()
    .select({ ...summaryColumns, listingCount: count })
    .from(a)
    .leftJoin(states, eq(states.id, a.stateId))
    .where(and(eq(a.parentAccountId, id), eq(a.isActive, true), eq(a.isSeller, true)))
    .orderBy(desc(count), a.contactName, a.id)
    .limit(200);
  return rows.map((row) => summary(row, row.listingCount));
}

/** The account's awards, newest first (undated last). */
function readAwards(id: number): Promise<BrokerAward[]> {
  return db()
    .select({ title: brokerAwards.title, issuer: brokerAwards.issuer, year: brokerAwards.year })
    .from(brokerAwards)
    .where(eq(brokerAwards.accountId, id))
    .orderBy(sql`${brokerAwards.year} desc nulls last`, brokerAwards.title, brokerAwards.id)
    .limit(50);
}

/** The profile of an account (the database reads run side by side), or null when there is none. */
export async function getBrokerProfile(id: number): Promise<BrokerProfile | null> {
  const [[row], stats, agents, awards] = await Promise.all([readAccount(id), readStats(id), readAgents(id), readAwards(id)]);
  if (!row) return null;
  return {
    ...summary(row, stats.activeCount),
    accountType: row.accountType, address1: row.address1, address2: row.address2, zip: row.zip, officePhone: row.officePhone,
    preferredPhone: row.preferredPhone, licenseNumber: row.licenseNumber, description: row.description, websiteUrl: row.websiteUrl,
    logoDocumentId: row.logoDocumentId, isActive: row.isActive, isSeller: row.isSeller, memberSince: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    parent: row.parentId === null ? null : { accountId: row.parentId, contactName: row.parentContactName, companyName: row.parentCompanyName },
    stats,
    agents,
    video: row.videoUrl ? listingVideo(row.videoUrl) : null,
    awards,
  };
}
