import pg from 'pg';
import PgBoss from 'pg-boss';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb } from '@/lib/db/client';
import { ACCOUNT_REQUEST_QUEUE, forgetAccountRequestQueue } from '@/lib/auth/account-requests';
import { MAIL_QUEUES } from '@/lib/mail';
import { forgetMailQueue } from '@/lib/mail/mail-queue';

/**
 * Points lib/db at the test database and gives the test a raw client for independent checks. In the
 * `db` project the files share one module graph (vitest.config.ts): the app's pool, and the auth and
 * queue instances built on it, serve the next file too, so only a file with a graph of its own closes it.
 */
export function useTestDatabase(): { sql: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]> } {
  let client: pg.Client | undefined;
  beforeAll(async () => {
    process.env.DATABASE_URL = inject('databaseUrl');
    client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    if (!inject('sharedModuleGraph')) await closeDb();
  });
  return {
    async sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      if (!client) throw new Error('database not ready');
      return (await client.query<T>(text, values)).rows;
    },
  };
}

type TestSql = ReturnType<typeof useTestDatabase>['sql'];

/**
 * vi.waitFor options for state a job worker changes in the background: checked every 100 ms (a query
 * each, so the shared database stays quiet) for up to 20 s, well inside the 60 s test timeout.
 */
export const workerWait = { timeout: 20_000, interval: 100 } as const;

/**
 * Mail goes straight to the outbox again: a worker another file started created the mail queues, and
 * while they exist mail is queued (lib/mail/write-with-mail.ts), and so are reset and login-link
 * requests (lib/auth/account-requests.ts). Drops those queues and their jobs.
 */
export async function deliverMailWithoutQueue(sql: TestSql): Promise<void> {
  const [schema] = await sql<{ ready: boolean }>("select to_regclass('pgboss.queue') is not null as ready");
  if (schema?.ready) {
    const boss = new PgBoss({ db: { executeSql: async (text: string, values: unknown[]) => ({ rows: await sql(text, values) }) } });
    for (const queue of [...MAIL_QUEUES, ACCOUNT_REQUEST_QUEUE]) {
      await sql('delete from pgboss.job where name = $1', [queue]);
      await boss.deleteQueue(queue);
    }
  }
  forgetMailQueue();
  forgetAccountRequestQueue();
}

/**
 * A job worker for the tests of the calling describe block, so mail goes through the queue (a job per
 * message, delivered into the outbox by the worker); stopped after them, and mail goes straight to the
 * outbox again (deliverMailWithoutQueue).
 */
export function useMailWorker(sql: TestSql): void {
  let stop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    // Loaded here, not at the top: most files that use these helpers never start a worker.
    const { startWorker } = await import('@/lib/jobs/worker');
    const worker = await startWorker(inject('databaseUrl'), { log: () => {}, pollingIntervalSeconds: 60, mailPollingIntervalSeconds: 0.5 });
    stop = () => worker.stop();
    forgetMailQueue();
  });
  afterAll(async () => {
    await stop?.();
    await deliverMailWithoutQueue(sql);
  });
}
