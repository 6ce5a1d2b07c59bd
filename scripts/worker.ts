// `npm run worker`: the background job process (retention and other maintenance; lib/jobs/worker.ts).
// `npm start` runs one beside the app; a production deployment runs one or more next to `next start`.
import { closeDb } from '../lib/db/client';
import { startWorker } from '../lib/jobs/worker';
import { databaseUrl } from '../lib/env';

const worker = await startWorker(databaseUrl());
console.log('worker ready');
async function stop() {
  await worker.stop().catch(() => undefined);
  await closeDb();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
