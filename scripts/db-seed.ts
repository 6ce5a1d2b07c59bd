// `npm run db:seed -- --listings 1000000 [--seed N] [--database-url URL] [--data-dir DIR] [--media-dir DIR] [--reset] [--force]`
// Seeds a PostgreSQL server (--database-url or DATABASE_URL) or, without one, the embedded PGlite data
// directory directly (PGLITE_DATA_DIR; stop `npm start` first: one process per data directory).
// Demo logins (published password) are added only with APP_ENV=demo or test; a database that already
// holds accounts or users is seeded only with --force. Generated photos and documents go to the
// configured media store (MEDIA_STORE), or with --media-dir to files under that folder.
import { parseArgs } from 'node:util';
import pg from 'pg';
import { startEmbeddedServer, type EmbeddedServer } from '../lib/db/embedded-server';
import { migrate } from '../lib/db/migrate';
import { DEFAULT_SEED, ensureSeeded } from '../lib/seed';
import { env } from '../lib/env';
import { freePort } from '../lib/net/free-port';

const { values } = parseArgs({
  options: {
    listings: { type: 'string' },
    seed: { type: 'string' },
    'database-url': { type: 'string' },
    'data-dir': { type: 'string' },
    'media-dir': { type: 'string' },
    reset: { type: 'boolean', default: false },
    force: { type: 'boolean', default: false },
    help: { type: 'boolean', short: 'h', default: false },
  },
});

if (values.help) {
  console.log('usage: npm run db:seed -- [--listings N] [--seed N] [--database-url URL] [--data-dir DIR] [--media-dir DIR] [--reset] [--force]');
  process.exit(0);
}

function count(text: string | undefined, fallback: number, name: string): number {
  const n = text === undefined ? fallback : Number(text.replace(/[_,]/g, ''));
  if (!Number.isInteger(n) || n < 0) throw new Error(`--${name} must be a whole number, not "${text}"`);
  return n;
}


/** --reset: empties every application table (not the migrations) so the seed starts over. */
async function reset(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const tables = await client.query<{ name: string }>("select quote_ident(tablename) as name from pg_tables where schemaname = 'public'");
    if (tables.rows.length > 0) await client.query(`truncate ${tables.rows.map((t) => t.name).join(', ')} restart identity cascade`);
  } finally {
    await client.end();
  }
}

const e = env();
const listings = count(values.listings, e.SEED_LISTINGS, 'listings');
const seed = count(values.seed, DEFAULT_SEED, 'seed');
let url = values['database-url'] ?? e.DATABASE_URL;
let embedded: EmbeddedServer | undefined;
const started = Date.now();
try {
  if (!url) {
    const dataDir = values['data-dir'] ?? e.PGLITE_DATA_DIR;
    embedded = await startEmbeddedServer({ dataDir, port: await freePort() });
    url = embedded.url;
    console.log(`[seed] embedded PGlite at ${dataDir}`);
  }
  await migrate(url);
  if (values.reset) await reset(url);
  const summary = await ensureSeeded(url, { listings, seed, mediaDir: values['media-dir'], force: values.force });
  if (!summary) {
    console.log('[seed] the database already has listings; nothing to do (pass --reset to start over)');
  } else {
    const seconds = (Date.now() - started) / 1000;
    const rows = summary.listings + summary.documents + summary.media + summary.leads + summary.events;
    console.log(`[seed] done in ${seconds.toFixed(1)} s: ${Math.round(summary.listings / summary.seconds).toLocaleString('en-US')} listings/s, ${Math.round(rows / summary.seconds).toLocaleString('en-US')} rows/s (listings, documents, media, leads, history events)`);
  }
} catch (error) {
  const message = error instanceof Error ? error.message : String(error);
  console.error('[seed] failed:', message);
  if (/is in use by process/.test(message)) {
    console.error(`[seed] stop \`npm start\`, pass --data-dir for another data directory, or seed through the running server with --database-url postgres://postgres:postgres@127.0.0.1:${e.PGLITE_PORT}/postgres --reset`);
  }
  process.exitCode = 1;
} finally {
  await embedded?.stop();
}
