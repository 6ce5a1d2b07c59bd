import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startEmbeddedServer, type EmbeddedServer } from '@/lib/db/embedded-server';
import { migrate } from '@/lib/db/migrate';
import { ensureSeeded } from '@/lib/seed';
import { freePort } from '@/lib/net/free-port';

/** Listings the database tests run against, seeded once per run by the product's own seeder. */
export const TEST_LISTINGS = 1500;

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
    databaseEngine: 'pglite' | 'postgresql';
    /** The project's files share one module graph (vitest.config.ts `db`), so one pool serves them all. */
    sharedModuleGraph: boolean;
  }
}


interface PreparedDatabase {
  url: string;
  engine: 'pglite' | 'postgresql';
  embedded?: EmbeddedServer;
}

/**
 * The database of this run. Both database projects (`db`, and `db:mocked` after it: vitest.config.ts)
 * name this file as their global setup, and vitest runs it once per project in its main process: the
 * second call gets the database the first one made, kept on globalThis (each project may load this
 * module anew).
 */
const shared = globalThis as typeof globalThis & { acrewiseTestDatabase?: Promise<PreparedDatabase> };

async function prepare(): Promise<PreparedDatabase> {
  let url = process.env.TEST_DATABASE_URL;
  // One media folder per engine: `npm test` runs the PGlite and PostgreSQL suites at the same time.
  process.env.MEDIA_DIR ??= path.join(os.tmpdir(), `acrewise-test-media-${url ? 'postgresql' : 'pglite'}`);
  let embedded: EmbeddedServer | undefined;
  if (url) {
    // A server we may wipe: start from an empty public schema every run.
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query('drop schema if exists public cascade; drop schema if exists drizzle cascade; create schema public;');
    await client.end();
  } else {
    embedded = await startEmbeddedServer({ dataDir: 'memory://', port: await freePort() });
    url = embedded.url;
  }
  await migrate(url);
  await ensureSeeded(url, { listings: TEST_LISTINGS, log: () => {} });
  return { url, engine: embedded ? 'pglite' : 'postgresql', embedded };
}

export async function setup(project: TestProject): Promise<void> {
  const { url, engine } = await (shared.acrewiseTestDatabase ??= prepare());
  project.provide('databaseUrl', url);
  project.provide('databaseEngine', engine);
}

export async function teardown(): Promise<void> {
  const prepared = shared.acrewiseTestDatabase;
  shared.acrewiseTestDatabase = undefined;
  await (await prepared)?.embedded?.stop();
}
