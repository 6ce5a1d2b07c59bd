import type { PgTable } from 'drizzle-orm/pg-core';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';

type Db = NodePgDatabase<Record<string, unknown>>;

/** Multi-row INSERTs under PostgreSQL's 65,535-parameter limit. */
export async function insertInBatches<T extends PgTable>(db: Db, table: T, rows: ReadonlyArray<T['$inferInsert']>, columns = 50): Promise<void> {
  const size = Math.max(1, Math.floor(60_000 / columns));
  for (let i = 0; i < rows.length; i += size) {
    await db.insert(table).values(rows.slice(i, i + size) as T['$inferInsert'][]);
  }
}
