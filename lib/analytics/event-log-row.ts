import { sql } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import { logs } from '@/lib/db/schema';
import { MAX_REFERRING_URL } from '@/lib/logging/limits';
import { cleanLogText } from '@/lib/logging/log-text';
import type { LogTypeCode } from './log-types';

/** A transaction handed in by a caller that writes more in the same unit (a lead and its count). */
export type DatabaseTransaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** The log row of a listing's or an account's event. */
export interface EventLogRow {
  logType: LogTypeCode;
  siteId: number;
  listingId: number | null;
  accountId: number;
  ipAddress: string | null;
  referringUrl?: string | null;
  /** Extra detail kept in the row's message (e.g. which document); the log type is the rest. */
  detail?: string;
}

// SPEC §8 severity 0: an event, not a problem.
const INFORMATION = 0;

/** The UTC day an event counts on: the transaction's start, the same instant as its log row's created_at. */
export const eventDay = sql`(now() at time zone 'UTC')::date`;

export async function insertEventLog(tx: DatabaseTransaction, row: EventLogRow): Promise<void> {
  await tx.insert(logs).values({
    logType: row.logType,
    severity: INFORMATION,
    message: cleanLogText(row.detail ? `${row.logType}: ${row.detail}` : row.logType, 500),
    referringUrl: row.referringUrl ? cleanLogText(row.referringUrl, MAX_REFERRING_URL) : null,
    siteId: row.siteId,
    listingId: row.listingId,
    accountId: row.accountId,
    ipAddress: row.ipAddress,
  });
}
