import pg from 'pg';
import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { ALERTS_CRON, ALERTS_QUEUE } from '@/lib/alerts';
import { MAIL_QUEUE } from '@/lib/mail';
import { startWorker, type Worker } from '@/lib/jobs/worker';
import { alertFixtures, HOUR } from './alert-fixtures';
import { useTestDatabase, workerWait } from './helpers';

const database = useTestDatabase();
const fx = alertFixtures(database);

const jobStates = async (ids: readonly (string | null)[]) =>
  (await database.sql<{ state: string }>('select state from pgboss.job where id = any($1::uuid[])', [ids])).map((r) => r.state);

/** Mail jobs to these addresses that the worker has not finished yet (queued, retrying or running). */
async function unfinishedMailJobs(emails: readonly string[]): Promise<number> {
  const [row] = await database.sql<{ n: number }>(
    "select count(*)::int as n from pgboss.job where name = $1 and data->>'to' = any($2::text[]) and state in ('created', 'retry', 'active')",
    [MAIL_QUEUE, emails],
  );
  return row?.n ?? -1;
}

/**
 * Holds every alert pass at its first read until released, so two workers' passes really run at the
 * same time. PostgreSQL only: PGlite runs one session, where a held transaction stops every other client.
 */
async function holdPasses(): Promise<{ release: () => Promise<void> } | null> {
  if (inject('databaseEngine') !== 'postgresql') return null;
  const client = new pg.Client({ connectionString: inject('databaseUrl') });
  await client.connect();
  await client.query('begin');
  await client.query('lock table saved_searches in access exclusive mode');
  return { release: async () => { await client.query('commit'); await client.end(); } };
}

describe(`alerts on the job queue on ${inject('databaseEngine')}`, () => {
  const workers: Worker[] = [];
  afterAll(async () => {
    for (const worker of workers) await worker.stop();
    // Later files expect no mail jobs left behind (they drop the mail queue to deliver straight to the outbox).
    await fx.deliverWithoutQueue();
    await fx.removeAll();
  });

  it('two workers on one database: one schedule every 5 minutes, and two alert jobs at once send each alert once', async () => {
    const logs: string[] = [];
    for (let i = 0; i < 2; i++) {
      workers.push(await startWorker(inject('databaseUrl'), { log: (m) => logs.push(m), pollingIntervalSeconds: 0.5, mailPollingIntervalSeconds: 0.5 }));
    }
    const [first, second] = workers;
    if (!first || !second) throw new Error('workers did not start');
    const schedules = await first.boss.getSchedules();
    expect(schedules.filter((s) => s.name === ALERTS_QUEUE).map((s) => s.cron)).toEqual([ALERTS_CRON]);
    expect(ALERTS_CRON).toBe('*/5 * * * *');

    const [clock] = await database.sql<{ now: Date }>('select now()');
    const now = clock?.now ?? new Date();
    const word = fx.word();
    const listing = await fx.listing({ title: `${word} new`, listedAt: new Date(now.getTime() - 60_000) });
    const users = [await fx.user(), await fx.user()];
    for (const user of users) await fx.search(user.id, { notify: 'Instant', criteria: { keywordQuery: word }, alertedThrough: new Date(now.getTime() - HOUR) });

    const gate = await holdPasses();
    const jobs = [await first.boss.send(ALERTS_QUEUE, {}), await second.boss.send(ALERTS_QUEUE, {})];
    if (gate) {
      await vi.waitFor(async () => expect((await jobStates(jobs)).filter((state) => state === 'active')).toHaveLength(2), workerWait);
      await gate.release();
    }
    await vi.waitFor(async () => expect((await jobStates(jobs)).filter((state) => state === 'completed')).toHaveLength(2), workerWait);
    // Both passes have committed, and with them every mail job they queued. Once the worker has finished
    // those, the outbox holds all the mail the two passes will ever send: a second copy would be there now.
    await vi.waitFor(async () => expect(await unfinishedMailJobs(users.map((u) => u.email))).toBe(0), workerWait);

    for (const user of users) {
      const mails = await fx.mailsTo(user.email);
      expect(mails).toHaveLength(1);
      expect(mails[0]?.text).toContain(`/${listing}/`);
    }
    expect(logs.filter((line) => line.startsWith('alerts: ')).length).toBeGreaterThanOrEqual(2);
  });
});
