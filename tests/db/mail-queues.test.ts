import PgBoss from 'pg-boss';
import { afterAll, afterEach, describe, expect, inject, it, vi } from 'vitest';
import { dbPool } from '@/lib/db/client';
import { reloadEnv } from '@/lib/env';
import { startWorker, type Worker } from '@/lib/jobs/worker';
import { mailBacklog, type MailKind, type MailMessage } from '@/lib/mail';
import { queueMail } from '@/lib/mail/mail-queue';
import { deliverMailWithoutQueue, useTestDatabase } from './helpers';

// The mail queues under a flood (lib/mail/mail-worker.ts): account mail goes out within seconds behind
// any number of lead mails, lead and alert mail flows at the configured rate, and lead mail over the
// hourly cap is held for later, never dropped.

const database = useTestDatabase();
let worker: Worker | undefined;

const run = Math.random().toString(36).slice(2, 8);
const message = (kind: MailKind, to: string, subject: string): MailMessage => ({ kind, fromName: 'Acrewise', to, subject, text: `${subject} (${run})` });

/** Queues the messages as requests do (inside a transaction, through the mail queue). */
async function queue(messages: readonly MailMessage[]): Promise<void> {
  const client = await dbPool().connect();
  try {
    await client.query('begin');
    for (const m of messages) expect(await queueMail(client, m)).toBe(true);
    await client.query('commit');
  } finally {
    client.release();
  }
}

async function backlog() {
  const client = await dbPool().connect();
  try {
    return await mailBacklog(client);
  } finally {
    client.release();
  }
}

/** Queues many lead mails in one statement (as a backlog would have piled up), not one by one. */
async function queueBacklog(messages: readonly MailMessage[]): Promise<void> {
  const boss = new PgBoss({ db: { executeSql: async (text: string, values: unknown[]) => ({ rows: await database.sql(text, values) }) } });
  await boss.insert(messages.map((data) => ({ name: 'mail', data })));
}

const delivered = async (to: string) => (await database.sql<{ n: number }>('select count(*)::int as n from mail_outbox where "to" = $1', [to]))[0]?.n ?? 0;
const start = () => startWorker(inject('databaseUrl'), { log: () => undefined, pollingIntervalSeconds: 0.5, mailPollingIntervalSeconds: 0.5 });

/** Makes the mail queues (a worker creates them), then stops that worker so jobs pile up. */
async function queuesWithoutWorker(): Promise<void> {
  await (await start()).stop();
}

afterEach(async () => {
  await worker?.stop();
  worker = undefined;
  vi.unstubAllEnvs();
  reloadEnv();
  await database.sql("delete from pgboss.job where name in ('mail', 'mail-account')");
  await database.sql("delete from rate_limits where key like 'leadMailPerHour%'");
});

afterAll(async () => {
  // Later files expect mail straight to the outbox (no queue).
  await deliverMailWithoutQueue(database.sql);
});

describe(`mail queues on ${inject('databaseEngine')}`, () => {
  it('sends a reset mail within 10 s behind 1,000 queued lead mails, and the leads flow at the configured rate', async () => {
    await queuesWithoutWorker();
    const broker = `broker.${run}@example.com`;
    const owner = `owner.${run}@example.com`;
    await queueBacklog(Array.from({ length: 1000 }, (_, i) => message('lead', broker, `lead ${i}`)));
    await queue([message('account', owner, 'Reset your password')]);
    expect(await backlog()).toEqual([
      expect.objectContaining({ queue: 'mail-account', waiting: 1, held: 0 }),
      expect.objectContaining({ queue: 'mail', waiting: 1000, held: 0 }),
    ]);

    const started = performance.now();
    worker = await start();
    await vi.waitFor(async () => expect(await delivered(owner)).toBe(1), { timeout: 10_000, interval: 100 });
    const resetDelay = performance.now() - started;
    expect(resetDelay).toBeLessThan(10_000);
    // Lead mail keeps flowing meanwhile: far more than one message per polling interval.
    await vi.waitFor(async () => expect(await delivered(broker)).toBeGreaterThan(20), { timeout: 10_000, interval: 200 });
    console.info(`reset mail behind 1,000 lead mails: ${Math.round(resetDelay)} ms; lead mails sent by then: ${await delivered(broker)}`);
  }, 60_000);

  it('holds lead mail over the hourly cap for later and drops none; the backlog gauge counts it', async () => {
    vi.stubEnv('MAIL_LEADS_PER_HOUR', '5');
    reloadEnv();
    await queuesWithoutWorker();
    const broker = `capped.${run}@example.com`;
    const friend = `friend.${run}@example.com`;
    await queue([...Array.from({ length: 8 }, (_, i) => message('lead', broker, `capped lead ${i}`)), message('share', friend, 'A listing for you')]);
    worker = await start();
    await vi.waitFor(async () => expect(await delivered(friend)).toBe(1), { timeout: 10_000, interval: 100 });
    await vi.waitFor(async () => expect((await backlog()).find((g) => g.queue === 'mail')).toMatchObject({ waiting: 0, held: 3 }), { timeout: 10_000, interval: 200 });
    expect(await delivered(broker)).toBe(5);
    const held = await database.sql<{ subject: string }>("select data->>'subject' as subject from pgboss.job where name = 'mail' and state = 'created' and data->>'to' = $1", [broker]);
    expect(held).toHaveLength(3);
  }, 60_000);
});
