import { and, count, isNull, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import type { Translate } from '@/lib/i18n/translate';
import type { SellerScope } from '@/lib/listing-editor/server';
import type { InboxPage, InboxTotals } from './inbox-lead';
import { INBOX_PAGE_SIZE, type InboxQuery } from './inbox-query';
import { inboxLeadsOf, readInboxRows } from './inbox-rows';
import { filteredLeads, managedLeads } from './lead-scope';

// The seller's leads inbox (docs/seller-workspace.md): the leads about the seller's listings and from
// its profile (a corporate master's agents' too), newest first, a page at a time.

const countWhere = (condition: SQL) => sql<number>`count(*) filter (where ${condition})`.mapWith(Number);

async function inboxTotals(scope: SellerScope, listingId: number | undefined): Promise<InboxTotals> {
  const [row] = await db()
    .select({
      all: count(),
      new: countWhere(sql`${leads.handledAt} is null`),
      handled: countWhere(sql`${leads.handledAt} is not null`),
      unread: countWhere(sql`${leads.readAt} is null`),
    })
    .from(leads)
    .where(filteredLeads(scope, { listingId }));
  return row ?? { all: 0, new: 0, handled: 0, unread: 0 };
}

/** One page of the inbox with the totals per tab; a page past the last is empty. */
export async function inboxLeads(scope: SellerScope, { listingId, status = 'all', page = 1 }: Partial<InboxQuery>, t: Translate): Promise<InboxPage> {
  const [rows, totals] = await Promise.all([
    readInboxRows(filteredLeads(scope, { listingId, status }), INBOX_PAGE_SIZE, (page - 1) * INBOX_PAGE_SIZE),
    inboxTotals(scope, listingId),
  ]);
  return {
    leads: await inboxLeadsOf(rows, t),
    page,
    pageSize: INBOX_PAGE_SIZE,
    pages: Math.max(1, Math.ceil(totals[status] / INBOX_PAGE_SIZE)),
    totals,
  };
}

/** The inbox badge: leads the seller has not opened yet (read from the partial index of unread leads). */
export async function unreadLeadCount(scope: SellerScope): Promise<number> {
  const [row] = await db().select({ unread: count() }).from(leads).where(and(managedLeads(scope), isNull(leads.readAt)));
  return row?.unread ?? 0;
}
