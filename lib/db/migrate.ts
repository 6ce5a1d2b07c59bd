import path from 'node:path';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate as runMigrations } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';

/** Applies the SQL migrations in ./drizzle; already-applied ones are skipped. */
export async function migrate(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await runMigrations(drizzle(client), { migrationsFolder: path.join(process.cwd(), 'drizzle') });
  } finally {
    await client.end();
  }
}
