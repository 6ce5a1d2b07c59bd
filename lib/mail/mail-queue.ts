import type pg from 'pg';
import { insertJob, queuesExist } from '@/lib/db/job-insert';
import { mailMessageSchema, type MailKind, type MailMessage } from './mail-message';

// Mail is sent by the job worker (pg-boss), never while a visitor waits: the request inserts the job in
// the transaction that stores what the mail is about, so both are kept or neither. pg-boss's tables
// exist once a worker has started; until then the request delivers right after its commit instead.
// Two queues, so that a flood of leads or alerts never holds back a reset, login or confirmation mail:
// account mail has its own queue and its own worker loop (lib/mail/mail-worker.ts).

/** Account mail: password reset, login link, sign-up confirmation, password changed. */
export const ACCOUNT_MAIL_QUEUE = 'mail-account';
/** Everything else: leads, alerts, send to a friend. */
export const MAIL_QUEUE = 'mail';
export const MAIL_QUEUES = [ACCOUNT_MAIL_QUEUE, MAIL_QUEUE] as const;
export type MailQueue = (typeof MAIL_QUEUES)[number];

export const queueFor = (kind: MailKind): MailQueue => (kind === 'account' ? ACCOUNT_MAIL_QUEUE : MAIL_QUEUE);

/** A failing SMTP server is retried with growing waits for about an hour before the job fails. */
export const MAIL_RETRY = { retryLimit: 6, retryDelay: 30, retryBackoff: true } as const;

let queueReady = false;

/** Whether the mail queues exist (a worker has created them). Asked outside any transaction, so a missing schema aborts nothing. */
export async function mailQueueReady(client: pg.ClientBase): Promise<boolean> {
  if (queueReady) return true;
  queueReady = await queuesExist(client, MAIL_QUEUES);
  return queueReady;
}

/** Inserts a mail job through `client` (inside the caller's transaction), `startAfter` seconds from now. False when pg-boss stored nothing. */
export function queueMail(client: pg.ClientBase, message: MailMessage, startAfter?: number): Promise<boolean> {
  return insertJob(client, queueFor(message.kind), message, { ...MAIL_RETRY, ...(startAfter ? { startAfter } : {}) });
}

/** A job's message, or null for one that can never be sent (the queue is a boundary too). */
export function jobMessage(data: unknown): { ok: true; message: MailMessage } | { ok: false; reason: string } {
  const parsed = mailMessageSchema.safeParse(data);
  return parsed.success ? { ok: true, message: parsed.data } : { ok: false, reason: parsed.error.issues[0]?.message ?? 'invalid message' };
}

export interface MailBacklog {
  queue: MailQueue;
  /** Jobs waiting to be sent now (created or retrying, start time passed). */
  waiting: number;
  /** Jobs held for later (a lead mail over the hourly cap, a retry's wait). */
  held: number;
  /** Seconds the oldest waiting job has waited; 0 when none waits. */
  oldestSeconds: number;
}

/** The mail backlog per queue, the gauge an operator watches (the worker logs it while it is not empty). */
export async function mailBacklog(client: pg.ClientBase): Promise<MailBacklog[]> {
  const { rows } = await client.query<{ name: MailQueue; waiting: number; held: number; oldest: number }>(
    `select q.name,
            count(j.id) filter (where j.start_after <= now())::int as waiting,
            count(j.id) filter (where j.start_after > now())::int as held,
            coalesce(extract(epoch from now() - min(j.created_on) filter (where j.start_after <= now())), 0)::int as oldest
       from unnest($1::text[]) as q(name)
       left join pgboss.job j on j.name = q.name and j.state in ('created', 'retry')
      group by q.name`,
    [MAIL_QUEUES],
  );
  return MAIL_QUEUES.map((queue) => {
    const row = rows.find((r) => r.name === queue);
    return { queue, waiting: row?.waiting ?? 0, held: row?.held ?? 0, oldestSeconds: row?.oldest ?? 0 };
  });
}

/** Tests that drop and recreate pg-boss's schema. */
export function forgetMailQueue(): void {
  queueReady = false;
}
