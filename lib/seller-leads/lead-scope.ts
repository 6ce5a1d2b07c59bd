import { and, eq, inArray, isNotNull, isNull, or, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { accounts, leads } from '@/lib/db/schema';
import type { SellerScope } from '@/lib/listing-editor/server';
import type { LeadStatus } from './inbox-query';

// Authorization is part of every query of the inbox, as managedListings is of the listing editor: a
// lead another seller got is never read or changed, and is answered like one that does not exist.

/**
 * The leads a scope sees, as a condition on `leads`: those sent to its account (about its listings or
 * from its profile) and, for a corporate master, those sent to its agents' accounts.
 */
export function managedLeads(scope: SellerScope): SQL {
  if (!scope.isCorporateMaster) return eq(leads.accountId, scope.accountId);
  const office = db().select({ id: accounts.id }).from(accounts).where(or(eq(accounts.id, scope.accountId), eq(accounts.parentAccountId, scope.accountId)));
  return inArray(leads.accountId, office);
}

const statusCondition: Record<LeadStatus, SQL | undefined> = {
  all: undefined,
  new: isNull(leads.handledAt),
  handled: isNotNull(leads.handledAt),
};

/** The scope's leads, of one listing when given, in one status tab. */
export function filteredLeads(scope: SellerScope, { listingId, status = 'all' }: { listingId?: number; status?: LeadStatus }): SQL {
  return and(managedLeads(scope), listingId === undefined ? undefined : eq(leads.listingId, listingId), statusCondition[status]) as SQL;
}
