import { desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { accounts, counties, leadReplies, leads, listings } from '@/lib/db/schema';
import { DELETED_MARKET_STATUS, marketStatusKey } from '@/lib/domain';
import type { Translate } from '@/lib/i18n/translate';
import type { InboxLead } from './inbox-lead';
import { leadDetails, leadSourceLabel, storedPayload, type CountyName } from './lead-details';

// The leads of the inbox and of its CSV export, read the one way: newest first, with the listing they
// are about, the account they were sent to and the time of the last reply.

const accountName = sql<string>`coalesce(nullif(btrim(${accounts.contactName}), ''), nullif(btrim(${accounts.companyName}), ''), ${accounts.email})`;
const lastReply = sql<Date | null>`(select max(${leadReplies.createdAt}) from ${leadReplies} where ${leadReplies.leadId} = ${leads.id})`.mapWith(leadReplies.createdAt);

/** Leads matching `where`, newest first, `limit` of them from `offset`. */
export function readInboxRows(where: SQL, limit: number, offset = 0) {
  return db()
    .select({
      id: leads.id, createdAt: leads.createdAt, readAt: leads.readAt, handledAt: leads.handledAt, repliedAt: lastReply,
      siteId: leads.siteId, accountId: leads.accountId, accountName, senderName: leads.senderName, senderEmail: leads.senderEmail,
      senderPhone: leads.senderPhone, message: leads.message, leadSource: leads.leadSource, wantsFinancing: leads.wantsFinancing, payload: leads.payload,
      listingId: listings.id, listingTitle: listings.title, listingStatus: listings.marketStatus,
    })
    .from(leads)
    .leftJoin(listings, eq(listings.id, leads.listingId))
    .innerJoin(accounts, eq(accounts.id, leads.accountId))
    .where(where)
    .orderBy(desc(leads.createdAt), desc(leads.id))
    .limit(limit)
    .offset(offset);
}
export type InboxRow = Awaited<ReturnType<typeof readInboxRows>>[number];

async function countyNames(ids: readonly number[]): Promise<Map<number, CountyName>> {
  if (ids.length === 0) return new Map();
  const rows = await db().select({ id: counties.id, name: counties.name, kind: counties.kind }).from(counties).where(inArray(counties.id, [...new Set(ids)]));
  return new Map(rows.map(({ id, ...county }) => [id, county]));
}

function listingStatusLabel(status: number, t: Translate): string {
  const key = marketStatusKey(status);
  return status === DELETED_MARKET_STATUS || !key ? t('sellerLeads.deletedListing') : t(`marketStatuses.${key}`);
}

const iso = (at: Date | null): string | null => (at ? at.toISOString() : null);

/** Rows as the inbox shows them, the payload in words. */
export async function inboxLeadsOf(rows: readonly InboxRow[], t: Translate): Promise<InboxLead[]> {
  const payloads = rows.map((row) => storedPayload(row.payload));
  const names = await countyNames(payloads.flatMap((p) => (p && p.leadSource !== 'broker profile' ? [p.countyId] : [])));
  return rows.map((row, i) => ({
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    readAt: iso(row.readAt),
    handledAt: iso(row.handledAt),
    repliedAt: iso(row.repliedAt),
    listing: row.listingId === null || row.listingTitle === null || row.listingStatus === null
      ? null
      : { id: row.listingId, title: row.listingTitle, marketStatus: row.listingStatus, statusLabel: listingStatusLabel(row.listingStatus, t) },
    account: { id: row.accountId, name: row.accountName },
    sender: { name: row.senderName, email: row.senderEmail, phone: row.senderPhone },
    message: row.message,
    wantsFinancing: row.wantsFinancing,
    source: { value: row.leadSource, label: leadSourceLabel(row.leadSource, t) },
    details: leadDetails(payloads[i] ?? null, t, names),
  }));
}
