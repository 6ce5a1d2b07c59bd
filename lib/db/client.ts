import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseUrl, env } from '@/lib/env';
import { RetryingPool } from './retrying-pool';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

// One pool per process. The app server (server.ts) loads this module for the photos it answers itself
// (lib/http/resized-images.ts) and Next's server bundle holds a copy of its own: both keep the pool here.
const POOL_KEY = Symbol.for('acrewise.db-pool');
const shared = globalThis as { [POOL_KEY]?: RetryingPool };
let database: { pool: pg.Pool; db: Database } | undefined;

// numeric and bigint arrive as strings by default; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The app's connection pool, created on first use, never at import time (`next build` never connects). */
export function dbPool(): pg.Pool {
  let pool = shared[POOL_KEY];
  if (!pool) {
    const e = env();
    // The embedded server runs one session for everyone (lib/db/pglite-session-queue.ts): a few
    // connections keep requests queued there rather than in the app.
    const max = e.DATABASE_POOL_SIZE ?? (e.DATABASE_URL ? 10 : 4);
    pool = new RetryingPool({ connectionString: databaseUrl(), max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
    pool.on('error', (error) => console.error('database pool error', error.message));
    shared[POOL_KEY] = pool;
  }
  return pool;
}

export function db(): Database {
  const pool = dbPool();
  // Built again when the pool is a new one (another copy of this module closed the one it was built on).
  if (database?.pool !== pool) database = { pool, db: drizzle(pool, { schema }) };
  return database.db;
}

export async function closeDb(): Promise<void> {
  const pool = shared[POOL_KEY];
  shared[POOL_KEY] = undefined;
  database = undefined;
  await pool?.end();
}
