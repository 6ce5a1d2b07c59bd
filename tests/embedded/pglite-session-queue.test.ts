import pg from 'pg';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '@/lib/db/embedded-server';
import { PgliteSessionQueue } from '@/lib/db/pglite-session-queue';
import { freePort } from '@/lib/net/free-port';

let server: EmbeddedServer;
const clients: pg.Client[] = [];

async function connect(): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: server.url });
  await client.connect();
  clients.push(client);
  return client;
}

beforeAll(async () => {
  server = await startEmbeddedServer({ dataDir: 'memory://', port: await freePort() });
  const setup = await connect();
  await setup.query('create table notes (id int primary key, body text)');
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

afterAll(async () => {
  await Promise.all(clients.map((c) => c.end().catch(() => undefined)));
  await server.stop();
});

describe('embedded PGlite shared by many connections', () => {
  it('answers every parameterised query of concurrent connections with its own result', async () => {
    const connections = await Promise.all(Array.from({ length: 8 }, connect));
    const results = await Promise.all(
      Array.from({ length: 400 }, (_, i) =>
        connections[i % connections.length]!.query<{ n: number; t: string }>('select $1::int as n, repeat($2::text, $1::int % 50) as t', [i, 'ab']),
      ),
    );
    results.forEach((result, i) => {
      expect(result.rows[0]?.n).toBe(i);
      expect(result.rows[0]?.t).toBe('ab'.repeat(i % 50));
    });
  });

  it('keeps another connection out of an open transaction until it ends', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    await a.query('begin');
    await a.query('insert into notes values (1, $1)', ['draft']);
    // Every protocol message reaches the server's queue through enqueue, which runs it at once unless the
    // session is taken: once b's query has arrived, whether it is left waiting can be seen directly.
    const enqueue = vi.spyOn(PgliteSessionQueue.prototype, 'enqueue');
    let seenAt = 0;
    const reading = b.query<{ n: number }>('select count(*)::int as n from notes').then((r) => {
      seenAt = Date.now();
      return r.rows[0]?.n;
    });
    await vi.waitFor(() => expect(enqueue).toHaveBeenCalledTimes(1));
    const queue = enqueue.mock.contexts[0];
    if (!(queue instanceof PgliteSessionQueue)) throw new Error('enqueue was not called on the session queue');
    expect(queue.getQueueLength()).toBe(1); // b's query is parked, not running: the session is inside a's transaction
    expect(seenAt).toBe(0);
    await a.query('rollback');
    expect(await reading).toBe(0);
  });

  it('lets connections reuse the same prepared statement name, also after a reconnect', async () => {
    const query = { name: 'note-count', text: 'select count(*)::int as n from notes where id > $1', values: [0] };
    const [a, b] = await Promise.all([connect(), connect()]);
    await expect(Promise.all([a.query(query), b.query(query), a.query(query)])).resolves.toHaveLength(3);
    await a.end();
    const c = await connect();
    expect((await c.query<{ n: number }>(query)).rows[0]?.n).toBe(0);
  });

  it('rolls back the transaction of a connection that dies, and serves the others after it', async () => {
    const [a, b] = await Promise.all([connect(), connect()]);
    await a.query('begin');
    await a.query('insert into notes values (2, $1)', ['lost']);
    const reading = b.query<{ n: number }>('select count(*)::int as n from notes');
    // The killed client reports its lost connection as an 'error' event; unheard, it is an uncaught exception.
    a.on('error', () => undefined);
    (a as unknown as { connection: { stream: { destroy(): void } } }).connection.stream.destroy();
    expect((await reading).rows[0]?.n).toBe(0);
  });

  it('keeps serving after a failing statement', async () => {
    const a = await connect();
    await expect(a.query('select * from no_such_table')).rejects.toThrow(/no_such_table/);
    await expect(a.query('select 1 as one')).resolves.toMatchObject({ rows: [{ one: 1 }] });
  });
});
