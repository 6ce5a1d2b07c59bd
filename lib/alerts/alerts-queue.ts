import type PgBoss from 'pg-boss';
import { runAlerts, type AlertPassSummary } from './run-alerts';

// The alert pass on the PostgreSQL job queue (lib/jobs/worker.ts): pg-boss creates one job per cron tick
// for the whole cluster, and one worker takes it. Passes that overlap anyway (two jobs, or `npm run
// alerts` beside a worker) are safe: each user is alerted under that user's row lock (run-alerts.ts).

export const ALERTS_QUEUE = 'alerts';
/** Every 5 minutes: Instant alerts wait at most that long; Daily and Weekly are due within 5 minutes of their time. */
export const ALERTS_CRON = '*/5 * * * *';

/** One line about a pass, for the worker's log and `npm run alerts`. */
export function passSummaryLine(summary: AlertPassSummary): string {
  const listings = summary.mails.reduce((sum, m) => sum + m.newListings, 0);
  const changes = summary.mails.reduce((sum, m) => sum + m.favoriteChanges, 0);
  const users = new Set(summary.mails.map((m) => m.userId)).size;
  return `alerts: ${summary.mails.length} emails to ${users} users (${summary.searchesChecked} due searches checked, ${listings} new listings, ${changes} favorite changes), `
    + `${summary.usersSkipped} users left to another pass, ${summary.usersFailed} failed`;
}

export async function workAlertsQueue(boss: PgBoss, { pollingIntervalSeconds, log }: { pollingIntervalSeconds: number; log: (line: string) => void }): Promise<void> {
  // A pass that failed is not retried: the next tick runs a whole pass anyway.
  await boss.createQueue(ALERTS_QUEUE, { name: ALERTS_QUEUE, retryLimit: 0 });
  await boss.schedule(ALERTS_QUEUE, ALERTS_CRON);
  await boss.work(ALERTS_QUEUE, { pollingIntervalSeconds }, async () => {
    log(passSummaryLine(await runAlerts({ log })));
  });
}
