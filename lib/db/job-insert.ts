import PgBoss from 'pg-boss';
import type pg from 'pg';

// Requests put jobs on pg-boss queues through their own database connection (inside their transaction
// where they have one): pg-boss only builds the insert statement here and never opens connections.

let sender: PgBoss | undefined;
const jobSender = () => (sender ??= new PgBoss({ db: { executeSql: async () => ({ rows: [] }) } }));

/** Inserts a job through `client`. False when pg-boss stored nothing. */
export async function insertJob(client: pg.ClientBase, queue: string, data: object, options: PgBoss.SendOptions = {}): Promise<boolean> {
  const id = await jobSender().send(queue, data, {
    ...options,
    db: { executeSql: (text: string, values: unknown[]) => client.query(text, values) },
  });
  return id !== null;
}

/** Whether a worker has created all of these queues yet. Asked outside any transaction, so a missing schema aborts nothing. */
export async function queuesExist(client: pg.ClientBase, names: readonly string[]): Promise<boolean> {
  const { rows } = await client.query<{ ready: boolean }>("select to_regclass('pgboss.queue') is not null as ready");
  if (!rows[0]?.ready) return false;
  const found = await client.query('select 1 from pgboss.queue where name = any($1::text[])', [names]);
  return (found.rowCount ?? 0) === names.length;
}
