import { sql } from 'drizzle-orm';
import { siteBrands } from '@/lib/brand/server';
import type { Database } from '@/lib/db/client';
import { dueCondition } from './due';

// Whose alerts a pass looks at, and one user's alert settings read under that user's row lock.
// Alerts go only to confirmed addresses of active, unblocked users (a sign-up with someone else's
// address never mails them), and only for searches on a brand that serves pages.

export interface AlertUser {
  id: number;
  email: string;
  name: string;
  favoriteAlerts: string;
  favoritesAlertedThrough: Date;
}

export interface DueSearch {
  id: number;
  siteId: number;
  name: string;
  path: string;
  /** As stored; parsed with the search criteria schema where it is used. */
  criteria: unknown;
  alertedThrough: Date;
}

const siteIds = () => sql.raw(siteBrands().map((b) => String(b.siteId)).join(', '));
const mailable = sql`u.is_active and not u.is_blocked and u.email_verified`;

/** Users with a due saved search, or due favourite alerts and at least one favourite. */
export async function dueUserIds(database: Database, now: Date): Promise<number[]> {
  const { rows } = await database.execute<{ id: number | string }>(sql`
    select u.id from users u
    where ${mailable} and (
      (${dueCondition(sql`u.favorite_alerts`, sql`u.favorites_alerted_through`, now)} and exists (select 1 from favorites f where f.user_id = u.id))
      or exists (select 1 from saved_searches s where s.user_id = u.id and s.active and s.site_id in (${siteIds()})
        and ${dueCondition(sql`s.notify`, sql`s.alerted_through`, now)}))
    order by u.id`);
  return rows.map((r) => Number(r.id));
}

/**
 * Locks the user's row for this transaction and reads the alert settings as they are now; null when
 * another pass holds the lock (it is alerting this user) or the user can no longer be mailed.
 */
export async function lockAlertUser(tx: Database, userId: number): Promise<AlertUser | null> {
  const { rows } = await tx.execute<{ id: number | string; email: string; contact_name: string; favorite_alerts: string; favorites_alerted_through: Date | string }>(sql`
    select u.id, u.email, u.contact_name, u.favorite_alerts, u.favorites_alerted_through from users u
    where u.id = ${userId} and ${mailable}
    for update skip locked`);
  const row = rows[0];
  if (!row) return null;
  return { id: Number(row.id), email: row.email, name: row.contact_name, favoriteAlerts: row.favorite_alerts, favoritesAlertedThrough: new Date(row.favorites_alerted_through) };
}

/** The user's active searches that are due at `now`, oldest first. */
export async function dueSearches(tx: Database, userId: number, now: Date): Promise<DueSearch[]> {
  const { rows } = await tx.execute<{ id: number | string; site_id: number; name: string; path: string; criteria: unknown; alerted_through: Date | string }>(sql`
    select s.id, s.site_id, s.name, s.path, s.criteria, s.alerted_through from saved_searches s
    where s.user_id = ${userId} and s.active and s.site_id in (${siteIds()}) and ${dueCondition(sql`s.notify`, sql`s.alerted_through`, now)}
    order by s.created_at, s.id`);
  return rows.map((r) => ({ id: Number(r.id), siteId: r.site_id, name: r.name, path: r.path, criteria: r.criteria, alertedThrough: new Date(r.alerted_through) }));
}

/** The brand favourites are mailed on (favourites belong to no brand): the user's newest saved search's, else none. */
export async function favoritesSiteId(tx: Database, userId: number): Promise<number | null> {
  const { rows } = await tx.execute<{ site_id: number }>(sql`
    select s.site_id from saved_searches s where s.user_id = ${userId} and s.site_id in (${siteIds()})
    order by s.created_at desc, s.id desc limit 1`);
  return rows[0]?.site_id ?? null;
}

/** Both watermarks move to the pass's clock, whether or not there was anything to mail. */
export async function advanceWatermarks(tx: Database, userId: number, searchIds: readonly number[], favorites: boolean, now: Date): Promise<void> {
  const at = now.toISOString();
  if (searchIds.length > 0) {
    await tx.execute(sql`update saved_searches set alerted_through = greatest(alerted_through, ${at}::timestamptz)
      where user_id = ${userId} and id = any(${`{${searchIds.join(',')}}`}::bigint[])`);
  }
  if (favorites) await tx.execute(sql`update users set favorites_alerted_through = greatest(favorites_alerted_through, ${at}::timestamptz) where id = ${userId}`);
}
