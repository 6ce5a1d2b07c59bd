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
  }
}


let embedded: EmbeddedServer | undefined;

export async function setup(project: TestProject): Promise<void> {
  let url = process.env.TEST_DATABASE_URL;
  // One media folder per engine: `npm test` runs the PGlite and PostgreSQL suites at the same time.
  process.env.MEDIA_DIR ??= path.join(os.tmpdir(), `acrewise-test-media-${url ? 'postgresql' : 'pglite'}`);
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
  project.provide('databaseUrl', url);
  project.provide('databaseEngine', embedded ? 'pglite' : 'postgresql');
}

export async function teardown(): Promise<void> {
  await embedded?.stop();
}
