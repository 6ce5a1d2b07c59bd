import PgBoss from 'pg-boss';
import { db } from '@/lib/db/client';
import { env } from '@/lib/env';
import { workAlertsQueue } from '@/lib/alerts';
import { workAccountRequests } from '@/lib/auth/account-requests';
import { workMailQueue } from '@/lib/mail';
import { runMaintenance } from './maintenance';

// Background work on a PostgreSQL-backed queue (pg-boss), in its own process (`npm run worker`), never
// on a timer inside the web server. With several workers on one database, pg-boss creates each
// scheduled job once and hands it to exactly one of them. Alert mails: lib/alerts (every 5 minutes).

export const MAINTENANCE_QUEUE = 'maintenance';
/** Every hour at :17 (UTC). */
export const MAINTENANCE_CRON = '17 * * * *';

export interface Worker {
  boss: PgBoss;
  stop(): Promise<void>;
}

export interface WorkerOptions {
  log?: (message: string) => void;
  /** How often an idle worker asks for jobs; an hourly job needs no quick pickup, which keeps the embedded database quiet. */
  pollingIntervalSeconds?: number;
  /** How often it asks for lead and alert mail while that queue is empty: a lead's mail should reach the broker within seconds (account mail: every 0.5 s). */
  mailPollingIntervalSeconds?: number;
}

export async function startWorker(connectionString: string, { log = console.log, pollingIntervalSeconds = 30, mailPollingIntervalSeconds = 1 }: WorkerOptions = {}): Promise<Worker> {
  const boss = new PgBoss({ connectionString, max: 2 });
  boss.on('error', (error) => log(`job queue error: ${error.message}`));
  await boss.start();
  await boss.createQueue(MAINTENANCE_QUEUE);
  await boss.schedule(MAINTENANCE_QUEUE, MAINTENANCE_CRON);
  await boss.work(MAINTENANCE_QUEUE, { pollingIntervalSeconds }, async () => {
    const result = await runMaintenance(db(), { retentionDays: env().LOG_RETENTION_DAYS, now: new Date() });
    log(`maintenance: ${result.logsDeleted} old log records, ${result.rateLimitsDeleted} expired rate-limit counters and ${result.listingsPurged} listings deleted over 30 days ago removed; ${result.tallyRowsFolded} listing tally rows folded`);
  });
  await workMailQueue(boss, { pollingIntervalSeconds: mailPollingIntervalSeconds, log });
  await workAccountRequests(boss, log);
  await workAlertsQueue(boss, { pollingIntervalSeconds, log });
  return { boss, stop: () => boss.stop({ graceful: true, wait: true, timeout: 10_000 }) };
}
