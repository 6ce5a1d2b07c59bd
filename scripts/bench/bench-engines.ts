import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { startEmbeddedServer } from '../../lib/db/embedded-server';
import { freePort } from '../../lib/net/free-port';

// The database engines a bench runs on: PGlite served on a free loopback port, and a PostgreSQL 15
// server started on loopback by scripts/pg-test-cluster.sh; each keeps its data in `benchDir`.

export type Benchmark = (engine: string, url: string) => Promise<void>;

async function withPglite(benchDir: string, benchmark: Benchmark): Promise<void> {
  const server = await startEmbeddedServer({ dataDir: path.join(benchDir, 'pglite'), port: await freePort() });
  try {
    await benchmark('PGlite', server.url);
  } finally {
    await server.stop();
  }
}

async function withPostgres(benchDir: string, benchmark: Benchmark): Promise<void> {
  const script = path.resolve(import.meta.dirname, '..', 'pg-test-cluster.sh');
  // Absolute paths: the cluster script runs PostgreSQL from another directory.
  const dir = path.resolve(benchDir);
  const env = { ...process.env, PG_DATA_DIR: path.join(dir, 'postgres'), PG_TEST_STATE: path.join(dir, 'postgres.state') };
  const started = spawnSync('bash', [script, 'start'], { env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] });
  if (started.status !== 0) throw new Error('could not start PostgreSQL 15');
  try {
    await benchmark('PostgreSQL 15', started.stdout.trim());
  } finally {
    spawnSync('bash', [script, 'stop'], { env, stdio: 'inherit' });
  }
}

/** Runs `benchmark` on PGlite, on PostgreSQL 15 or on both (`engine`: pglite | postgres | both). */
export async function onEngines(engine: string, benchDir: string, benchmark: Benchmark): Promise<void> {
  if (engine === 'pglite' || engine === 'both') await withPglite(benchDir, benchmark);
  if (engine === 'postgres' || engine === 'both') await withPostgres(benchDir, benchmark);
}
