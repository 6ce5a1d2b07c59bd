import PgBoss from 'pg-boss';
import type pg from 'pg';
import { mailMessageSchema, type MailMessage } from './mail-message';
import { deliverMail } from './deliver';

// Mail is sent by the job worker (pg-boss), never while a visitor waits: the request inserts the job in
// the transaction that stores what the mail is about, so both are kept or neither. pg-boss's tables
// exist once a worker has started; until then the request delivers right after its commit instead.

export const MAIL_QUEUE = 'mail';

/** A failing SMTP server is retried with growing waits for about an hour before the job fails. */
const retry = { retryLimit: 6, retryDelay: 30, retryBackoff: true } as const;

/** Builds pg-boss's insert statement only; it never opens connections of its own. */
let sender: PgBoss | undefined;
const jobSender = () => (sender ??= new PgBoss({ db: { executeSql: async () => ({ rows: [] }) } }));

let queueReady = false;

/** Whether the mail queue exists (a worker has created it). Asked outside any transaction, so a missing schema aborts nothing. */
export async function mailQueueReady(client: pg.ClientBase): Promise<boolean> {
  if (queueReady) return true;
  const { rows } = await client.query<{ ready: boolean }>("select to_regclass('pgboss.queue') is not null as ready");
  if (!rows[0]?.ready) return false;
  const found = await client.query('select 1 from pgboss.queue where name = $1', [MAIL_QUEUE]);
  queueReady = (found.rowCount ?? 0) > 0;
  return queueReady;
}

/** Inserts a mail job through `client` (inside the caller's transaction). False when pg-boss stored nothing. */
export async function queueMail(client: pg.ClientBase, message: MailMessage): Promise<boolean> {
  const id = await jobSender().send(MAIL_QUEUE, message, {
    ...retry,
    db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
  });
  return id !== null;
}

export interface MailWorkerOptions {
  pollingIntervalSeconds: number;
  log: (message: string) => void;
}

/** The worker's side (lib/jobs/worker.ts): creates the queue and delivers each job's message. */
export async function workMailQueue(boss: PgBoss, { pollingIntervalSeconds, log }: MailWorkerOptions): Promise<void> {
  await boss.createQueue(MAIL_QUEUE, { name: MAIL_QUEUE, ...retry });
  await boss.work(MAIL_QUEUE, { pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) {
      const message = mailMessageSchema.safeParse(job.data);
      // A malformed job can never succeed: it is logged and dropped rather than retried.
      if (!message.success) {
        log(`mail job ${job.id} dropped: ${message.error.issues[0]?.message ?? 'invalid message'}`);
        continue;
      }
      await deliverMail(message.data);
    }
  });
}

/** Tests that drop and recreate pg-boss's schema. */
export function forgetMailQueue(): void {
  queueReady = false;
}
