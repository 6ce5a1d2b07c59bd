import type PgBoss from 'pg-boss';
import { dbPool } from '@/lib/db/client';
import { env } from '@/lib/env';
import { consumeConfiguredLimit } from '@/lib/rate-limit';
import { deliverMail } from './deliver';
import type { MailMessage } from './mail-message';
import { ACCOUNT_MAIL_QUEUE, jobMessage, MAIL_QUEUE, MAIL_QUEUES, MAIL_RETRY, mailBacklog } from './mail-queue';
import { SendRate } from './send-rate';

// The worker's side of mail (lib/jobs/worker.ts). Account mail has a loop of its own that looks for
// work every half second and is never held back by the send rate or the lead cap, so a reset mail goes
// out within seconds behind any backlog. The other queue is sent MAIL_CONCURRENCY at a time, at most
// MAIL_RATE_PER_MINUTE, and lead mail at most MAIL_LEADS_PER_HOUR (across workers): a lead over the cap
// is held, queued again for when the hour allows. Each loop takes batches and asks again at once while
// they come full, so throughput is the rate, not one message per polling interval.

const ACCOUNT_POLL_SECONDS = 0.5;
const BACKLOG_LOG_MS = 60_000;

export interface MailWorkerOptions {
  /** How often the lead and alert loop looks for work while its queue is empty. */
  pollingIntervalSeconds: number;
  log: (message: string) => void;
}

interface Job {
  id: string;
  data: unknown;
}

/** Runs `work` over `items`, at most `limit` at once. */
async function eachAtOnce<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const item = items[next++] as T;
      await work(item);
    }
  });
  await Promise.all(lanes);
}

export async function workMailQueue(boss: PgBoss, { pollingIntervalSeconds, log }: MailWorkerOptions): Promise<void> {
  const { MAIL_CONCURRENCY: concurrency, MAIL_RATE_PER_MINUTE: perMinute, MAIL_LEADS_PER_HOUR: leadsPerHour } = env();
  for (const queue of MAIL_QUEUES) await boss.createQueue(queue, { name: queue, ...MAIL_RETRY });
  const rate = new SendRate(perMinute);
  const batchSize = concurrency * 5;

  /** Sends each job of a batch; a job that fails is failed alone (retried later), the rest complete. */
  const sendBatch = async (queue: string, jobs: readonly Job[], send: (message: MailMessage) => Promise<void>) => {
    await eachAtOnce(jobs, concurrency, async (job) => {
      const parsed = jobMessage(job.data);
      // A malformed job can never succeed: it is logged and dropped rather than retried.
      if (!parsed.ok) {
        log(`mail job ${job.id} dropped: ${parsed.reason}`);
        return;
      }
      try {
        await send(parsed.message);
      } catch (error) {
        await boss.fail(queue, job.id, { message: error instanceof Error ? error.message : String(error) });
      }
    });
  };

  const accountWorker: string = await boss.work(ACCOUNT_MAIL_QUEUE, { pollingIntervalSeconds: ACCOUNT_POLL_SECONDS, batchSize }, async (jobs) => {
    await sendBatch(ACCOUNT_MAIL_QUEUE, jobs, (message) => deliverMail(message));
    if (jobs.length === batchSize) boss.notifyWorker(accountWorker);
  });

  const bulkWorker: string = await boss.work(MAIL_QUEUE, { pollingIntervalSeconds, batchSize }, async (jobs) => {
    await sendBatch(MAIL_QUEUE, jobs, async (message) => {
      if (message.kind === 'lead') {
        const cap = await consumeConfiguredLimit('leadMailPerHour', leadsPerHour, 3600);
        if (!cap.allowed) {
          await boss.send(MAIL_QUEUE, message, { ...MAIL_RETRY, startAfter: cap.retryAfterSeconds });
          return;
        }
      }
      await rate.take();
      await deliverMail(message);
    });
    if (jobs.length === batchSize) boss.notifyWorker(bulkWorker);
  });

  const gauge = setInterval(() => void logBacklog(log), BACKLOG_LOG_MS);
  gauge.unref();
  boss.on('stopped', () => clearInterval(gauge));
}

/** The backlog gauge in the worker's log, once a minute while mail waits. */
async function logBacklog(log: (message: string) => void): Promise<void> {
  const client = await dbPool().connect().catch(() => null);
  if (!client) return;
  try {
    const backlog = await mailBacklog(client);
    if (backlog.some((b) => b.waiting + b.held > 0)) {
      log(`mail backlog: ${backlog.map((b) => `${b.queue} ${b.waiting} waiting (oldest ${b.oldestSeconds} s), ${b.held} held`).join('; ')}`);
    }
  } catch {
    // The gauge never stops the worker.
  } finally {
    client.release();
  }
}
