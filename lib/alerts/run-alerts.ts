import { sql } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { siteOrigin } from '@/lib/listings/seo';
import { mailMessageSchema, writeWithMail } from '@/lib/mail';
import { userBatch } from './alert-batch';
import { alertMail } from './alert-mail';
import { advanceWatermarks, dueSearches, dueUserIds, lockAlertUser } from './alert-user';
import { favoriteChangeCount, hasNews, newListingCount } from './brand-alert';
import { isDue } from './due';

// One alert pass (docs/alerts.md): every user with something due gets at most one mail per brand, and
// each user's mails are decided, queued and the watermarks advanced in ONE transaction that holds the
// user's row lock. A second pass running at the same time skips a locked user, and one that comes after
// the commit finds the watermarks at `now`, so no alert is ever sent twice.

export interface SentAlert {
  userId: number;
  to: string;
  brand: string;
  subject: string;
  /** Searches with new listings in this mail. */
  searches: number;
  newListings: number;
  favoriteChanges: number;
}

export interface AlertPassSummary {
  now: Date;
  /** Users with something due when the pass began. */
  usersDue: number;
  /** Users another pass was alerting at the same moment (their row was locked), or no longer mailable: left alone. */
  usersSkipped: number;
  /** Users whose transaction failed (logged; they stay due for the next pass). */
  usersFailed: number;
  /** Due searches checked (with or without news). */
  searchesChecked: number;
  mails: SentAlert[];
}

export interface AlertPassOptions {
  /** The pass's clock; the database's by default, the clock that stamps listings and their events. */
  now?: Date;
  log?: (line: string) => void;
}

type UserOutcome = { kind: 'skipped' } | { kind: 'alerted'; searchesChecked: number; mails: SentAlert[] };

async function databaseNow(): Promise<Date> {
  const { rows } = await db().execute<{ now: Date | string }>(sql`select clock_timestamp() as now`);
  return new Date(rows[0]?.now ?? Date.now());
}

async function alertUser(userId: number, now: Date, log: (line: string) => void): Promise<UserOutcome> {
  return writeWithMail(async (tx, sendMail): Promise<UserOutcome> => {
    const user = await lockAlertUser(tx, userId);
    if (!user) return { kind: 'skipped' };
    const searches = await dueSearches(tx, userId, now);
    const favoritesDue = isDue(user.favoriteAlerts, user.favoritesAlertedThrough, now);
    const batch = await userBatch(tx, user, searches, favoritesDue, now);
    if (batch.unreadable.length > 0) log(`alerts: saved searches ${batch.unreadable.join(', ')} of user ${userId} have unreadable criteria`);
    const mails: SentAlert[] = [];
    for (const alert of batch.alerts.filter(hasNews)) {
      const message = alertMail(alert, { userId, email: user.email, name: user.name }, siteOrigin(alert.brand));
      // A stored address the mail schema refuses can never be mailed: logged, and the watermarks still move.
      const checked = mailMessageSchema.safeParse(message);
      if (!checked.success) {
        log(`alerts: mail to user ${userId} not sent: ${checked.error.issues[0]?.message ?? 'invalid message'}`);
        continue;
      }
      await sendMail(checked.data);
      mails.push({
        userId, to: user.email, brand: alert.brand.key, subject: message.subject,
        searches: alert.searches.filter((s) => s.found.total > 0).length, newListings: newListingCount(alert), favoriteChanges: favoriteChangeCount(alert),
      });
    }
    await advanceWatermarks(tx, userId, searches.map((s) => s.id), favoritesDue, now);
    return { kind: 'alerted', searchesChecked: searches.length, mails };
  });
}

/** One pass over every user with something due at `now`. */
export async function runAlerts({ now: given, log = () => {} }: AlertPassOptions = {}): Promise<AlertPassSummary> {
  const now = given ?? (await databaseNow());
  const userIds = await dueUserIds(db(), now);
  const summary: AlertPassSummary = { now, usersDue: userIds.length, usersSkipped: 0, usersFailed: 0, searchesChecked: 0, mails: [] };
  for (const userId of userIds) {
    try {
      const outcome = await alertUser(userId, now, log);
      if (outcome.kind === 'skipped') summary.usersSkipped += 1;
      else {
        summary.searchesChecked += outcome.searchesChecked;
        summary.mails.push(...outcome.mails);
      }
    } catch (error) {
      summary.usersFailed += 1;
      log(`alerts: user ${userId} failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  }
  return summary;
}
