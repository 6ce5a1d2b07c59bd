import { and, inArray, sql, type SQL } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { leads } from '@/lib/db/schema';
import type { SellerScope } from '@/lib/listing-editor/server';
import type { LeadMarks } from './lead-marks';
import { managedLeads } from './lead-scope';

export interface MarkOutcome {
  /** The scope's leads among the ids, now marked. */
  updated: number[];
  /** Ids that are no lead of the scope's (another seller's, or none): nothing changed for them. */
  notFound: number[];
}

/** First times are kept: marking again does not move them. */
const readNow = sql`coalesce(${leads.readAt}, now())`;
const handledNow = sql`coalesce(${leads.handledAt}, now())`;

/** A lead the seller has dealt with (marked handled, or replied to) is read too. */
export const handledColumns = { handledAt: handledNow, readAt: readNow };

/**
 * Marks the scope's leads among `ids` read or unread, handled or open. A first read or handling keeps
 * its time when marked again; handling a lead also reads it, unless `read: false` says otherwise.
 */
export async function markLeads(scope: SellerScope, ids: readonly number[], { read, handled }: Omit<LeadMarks, 'ids'>): Promise<MarkOutcome> {
  const set: { readAt?: SQL | null; handledAt?: SQL | null } = {};
  if (handled !== undefined) set.handledAt = handled ? handledNow : null;
  if (read === false) set.readAt = null;
  else if (read || handled) set.readAt = readNow;
  const unique = [...new Set(ids)];
  const rows = Object.keys(set).length === 0 || unique.length === 0
    ? []
    : await db().update(leads).set(set).where(and(inArray(leads.id, unique), managedLeads(scope))).returning({ id: leads.id });
  const updated = new Set(rows.map((row) => row.id));
  return { updated: unique.filter((id) => updated.has(id)), notFound: unique.filter((id) => !updated.has(id)) };
}
