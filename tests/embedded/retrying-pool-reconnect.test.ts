import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startEmbeddedServer, type EmbeddedServer } from '@/lib/db/embedded-server';
import { RetryingPool } from '@/lib/db/retrying-pool';
import { freePort } from '@/lib/net/free-port';
import { startCuttingProxy, type CuttingProxy } from './cutting-proxy';

let database: EmbeddedServer;
let proxy: CuttingProxy;
let pool: RetryingPool;
let connectionString = '';
/** Errors of idle pooled clients (the pool emits them; unhandled they would end the test process). */
const idleErrors: unknown[] = [];

beforeAll(async () => {
  database = await startEmbeddedServer({ dataDir: 'memory://', port: await freePort() });
  proxy = await startCuttingProxy(database.port, await freePort());
  connectionString = `postgres://postgres:postgres@127.0.0.1:${proxy.port}/postgres`;
  pool = new RetryingPool({ connectionString, max: 1 });
  pool.on('error', (error) => idleErrors.push(error));
  await pool.query('create table writes (n int)');
}, 120_000);

afterAll(async () => {
  await pool?.end();
  await proxy?.close();
  await database?.stop();
});

beforeEach(async () => {
  proxy.dropOnNextMessages(0);
  // An open pooled connection through the proxy, which the next test's cut will hit.
  await pool.query('select 1');
});

describe('RetryingPool on a dropped connection', () => {
  it('the cut reaches the query: a plain pg.Pool fails the same read', async () => {
    const plain = new pg.Pool({ connectionString, max: 1 });
    plain.on('error', () => undefined);
    try {
      await plain.query('select 1');
      proxy.dropOnNextMessages(1);
      await expect(plain.query('select 1')).rejects.toThrow(/Connection terminated/);
    } finally {
      await plain.end();
    }
  });

  it('resends a read once on a new connection', async () => {
    const before = proxy.connections;
    proxy.dropOnNextMessages(1);
    const { rows } = await pool.query<{ answer: number }>('select 6 * 7 as answer');
    expect(rows).toEqual([{ answer: 42 }]);
    expect(proxy.connections).toBe(before + 1);
  });

  it('resends a read given as a query config object (the form Drizzle uses)', async () => {
    proxy.dropOnNextMessages(1);
    const { rows } = await pool.query<{ n: number }>({ text: 'select $1::int as n', values: [5] });
    expect(rows).toEqual([{ n: 5 }]);
  });

  it('resends a read only once', async () => {
    const before = proxy.connections;
    proxy.dropOnNextMessages(2);
    await expect(pool.query('select 1')).rejects.toThrow(/Connection terminated/);
    expect(proxy.connections).toBe(before + 1);
  });

  it('never resends a write', async () => {
    const before = proxy.connections;
    proxy.dropOnNextMessages(1);
    await expect(pool.query('insert into writes values (1)')).rejects.toThrow(/Connection terminated/);
    expect(proxy.connections).toBe(before);
    const { rows } = await pool.query<{ count: string }>('select count(*) as count from writes');
    expect(rows).toEqual([{ count: '0' }]);
  });

  it('never resends a temp table creation', async () => {
    proxy.dropOnNextMessages(1);
    await expect(pool.query('create temp table scratch (a int)')).rejects.toThrow(/Connection terminated/);
  });

  it('answers a read after every open connection was cut', async () => {
    proxy.cutAll();
    const { rows } = await pool.query<{ ok: number }>('select 1 as ok');
    expect(rows).toEqual([{ ok: 1 }]);
  });
});
