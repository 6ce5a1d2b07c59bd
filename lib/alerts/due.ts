import { sql, type SQL } from 'drizzle-orm';
import { notifyFrequencies, type NotifyFrequency } from '@/lib/accounts/notify';

// When an alert is due (docs/alerts.md "Frequencies"): a saved search by its `notify`, a user's
// favourites by `favorite_alerts`, each measured from its own watermark (`alerted_through`).

const HOUR_MS = 3_600_000;

/** How long after the last alert a frequency is due again: Instant every pass, 'No Updates' never. */
export const alertIntervals: Readonly<Record<NotifyFrequency, number | null>> = {
  'No Updates': null,
  Instant: 0,
  Daily: 24 * HOUR_MS,
  Weekly: 7 * 24 * HOUR_MS,
};

/** A daily pass at the same time each day finds yesterday's alert due although its clock moved a few seconds. */
export const DUE_SLACK_MS = 5 * 60_000;

function intervalOf(frequency: string): number | null {
  return Object.hasOwn(alertIntervals, frequency) ? alertIntervals[frequency as NotifyFrequency] : null;
}

/** The latest watermark that is due at `now`; null when the frequency never is (or is not a frequency). */
export function dueCutoff(frequency: string, now: Date): Date | null {
  const interval = intervalOf(frequency);
  if (interval === null) return null;
  return interval === 0 ? now : new Date(now.getTime() - interval + DUE_SLACK_MS);
}

export function isDue(frequency: string, alertedThrough: Date, now: Date): boolean {
  const cutoff = dueCutoff(frequency, now);
  return cutoff !== null && alertedThrough.getTime() <= cutoff.getTime();
}

/** The same rule in SQL over a frequency column and its watermark column. */
export function dueCondition(frequency: SQL, alertedThrough: SQL, now: Date): SQL {
  const cases = notifyFrequencies.flatMap((f) => {
    const cutoff = dueCutoff(f, now);
    return cutoff ? [sql`(${frequency} = ${f} and ${alertedThrough} <= ${cutoff.toISOString()}::timestamptz)`] : [];
  });
  return sql`(${sql.join(cases, sql` or `)})`;
}
