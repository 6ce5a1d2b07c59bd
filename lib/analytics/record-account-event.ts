import { and, eq, sql } from 'drizzle-orm';
import { db, type Database } from '@/lib/db/client';
import { accountDailyStats, accounts } from '@/lib/db/schema';
import { eventDay, insertEventLog, type DatabaseTransaction } from './event-log-row';
import type { SellerLogType } from './log-types';

export interface AccountEvent {
  logType: SellerLogType;
  accountId: number;
  /** The brand the event happened on (brands/<key>/brand.json siteId). */
  siteId: number;
  /** The client address by the trusted-proxy rules (lib/http/client-address.ts); null when unknown. */
  ipAddress: string | null;
  /** The page it happened on, as the browser reports it. */
  referringUrl?: string | null;
}

/** A seller account (any status: an inactive broker's profile is still shown). */
const sellerAccount = (accountId: number) => and(eq(accounts.id, accountId), eq(accounts.isSeller, true));

/**
 * Stores one seller account's event: a `logs` row (no listing) and +1 on account_daily_stats for
 * (account, UTC day, type), both or neither. False when no seller account has this id (nothing
 * written). Pass `runner` to write inside your own transaction.
 */
export async function recordAccountEvent(event: AccountEvent, runner: Database | DatabaseTransaction = db()): Promise<boolean> {
  return runner.transaction(async (tx) => {
    const [account] = await tx.select({ id: accounts.id }).from(accounts).where(sellerAccount(event.accountId)).limit(1);
    if (!account) return false;
    await insertEventLog(tx, { ...event, listingId: null });
    await tx
      .insert(accountDailyStats)
      .values({ accountId: event.accountId, day: eventDay, logType: event.logType, count: 1 })
      .onConflictDoUpdate({
        target: [accountDailyStats.accountId, accountDailyStats.day, accountDailyStats.logType],
        set: { count: sql`${accountDailyStats.count} + 1` },
      });
    return true;
  });
}

/** Whether a seller account has this id. */
export async function sellerAccountExists(accountId: number): Promise<boolean> {
  const [row] = await db().select({ id: accounts.id }).from(accounts).where(sellerAccount(accountId)).limit(1);
  return row !== undefined;
}
