// The embedded database for `npm start`: PGlite on a loopback port, migrated and seeded on first run.
import { env, isDemoMode } from '../lib/env';
import { startEmbeddedServer } from '../lib/db/embedded-server';
import { migrate } from '../lib/db/migrate';
import { ensureSeeded } from '../lib/seed';

const e = env();
const server = await startEmbeddedServer({ dataDir: e.PGLITE_DATA_DIR, port: e.PGLITE_PORT });
let stopping = false;
async function stop(code: number) {
  if (stopping) return;
  stopping = true;
  await server.stop().catch(() => {});
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));

try {
  await migrate(server.url);
  // Demo data only on request (npm start runs in demo mode); production mode never seeds by itself.
  if (isDemoMode()) await ensureSeeded(server.url, { listings: e.SEED_LISTINGS });
  // scripts/start.mjs waits for this line before it starts the app.
  console.log(`database ready at ${server.url}`);
} catch (error) {
  console.error('database setup failed:', error);
  await stop(1);
}
