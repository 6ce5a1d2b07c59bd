import { recordListingEvent } from '@/lib/analytics/server';
import type { Database } from '@/lib/db/client';
import { logs } from '@/lib/db/schema';

// Log rows the lead forms write where they store what they log (SPEC §3/§7 log types), in the same
// transaction. About a listing, it is a listing event of lib/analytics: the log row and +1 on the
// listing's daily count, which the seller's numbers read (docs/analytics.md); about an account alone
// (a profile lead), the log row.

export type LeadLogType = 'email lead' | 'send to friend';

export interface LeadLog {
  logType: LeadLogType;
  siteId: number;
  /** Null for a lead from a broker's profile: the row is about the account alone. */
  listingId: number | null;
  accountId: number;
  ipAddress: string | null;
}

// SPEC §8 severity 0 (Information): an event, not a problem.
const INFORMATION = 0;

export async function recordLeadLog(tx: Database, entry: LeadLog): Promise<void> {
  const { listingId } = entry;
  if (listingId !== null && (await recordListingEvent({ logType: entry.logType, listingId, siteId: entry.siteId, ipAddress: entry.ipAddress }, tx))) return;
  await tx.insert(logs).values({ ...entry, severity: INFORMATION, message: entry.logType });
}
