import { drizzle, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { databaseUrl, env } from '@/lib/env';
import * as schema from './schema';

export type Database = NodePgDatabase<typeof schema>;

let pool: pg.Pool | undefined;
let database: Database | undefined;

// numeric and bigint arrive as strings by default; our values fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));

/** Created on first use, never at import time, so `next build` never touches the database. */
export function db(): Database {
  if (!database) {
    const e = env();
    // The embedded server queues every connection onto one PGlite instance: a small pool is enough.
    const max = e.DATABASE_POOL_SIZE ?? (e.DATABASE_URL ? 10 : 4);
    pool = new pg.Pool({ connectionString: databaseUrl(), max, idleTimeoutMillis: 30_000 });
    pool.on('error', (error) => console.error('database pool error', error.message));
    database = drizzle(pool, { schema });
  }
  return database;
}

export async function closeDb(): Promise<void> {
  await pool?.end();
  pool = undefined;
  database = undefined;
}
