import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { closeDb } from '@/lib/db/client';

/** Points lib/db at the test database and gives the test a raw client for independent checks. */
export function useTestDatabase(): { sql: <T extends pg.QueryResultRow>(text: string, values?: unknown[]) => Promise<T[]> } {
  let client: pg.Client | undefined;
  beforeAll(async () => {
    process.env.DATABASE_URL = inject('databaseUrl');
    client = new pg.Client({ connectionString: inject('databaseUrl') });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
    await closeDb();
  });
  return {
    async sql<T extends pg.QueryResultRow>(text: string, values?: unknown[]) {
      if (!client) throw new Error('database not ready');
      return (await client.query<T>(text, values)).rows;
    },
  };
}
