import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseUrl, env } from '@/lib/env';
import { RetryingPool } from './retrying-pool';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

let pool: RetryingPool | undefined;
let database: Database | undefined;

// numeric and bigint arrive as strings by default; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** The app's connection pool, created on first use, never at import time (`next build` never connects). */
export function dbPool(): pg.Pool {
  if (!pool) {
    const e = env();
    // The embedded server runs one session for everyone (lib/db/pglite-session-queue.ts): a few
    // connections keep requests queued there rather than in the app.
    const max = e.DATABASE_POOL_SIZE ?? (e.DATABASE_URL ? 10 : 4);
    pool = new RetryingPool({ connectionString: databaseUrl(), max, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 10_000 });
    pool.on('error', (error) => console.error('database pool error', error.message));
  }
  return pool;
}

export function db(): Database {
  database ??= drizzle(dbPool(), { schema });
  return database;
}

export async function closeDb(): Promise<void> {
  await pool?.end();
  pool = undefined;
  database = undefined;
}
