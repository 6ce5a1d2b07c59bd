// `npm run worker`: the background job process (retention and other maintenance; lib/jobs/worker.ts).
// `npm start` runs one beside the app; a production deployment runs one or more next to `npm run serve`.
import './format-only-alias.mjs';
import { closeDb } from '../lib/db/client';
import { databaseUrl, envProblems, stopOnEnvProblems } from '../lib/env';

stopOnEnvProblems('worker', envProblems(process.env));

// Loaded after the alias above: the worker writes alert mails in the brands' copy.
const { startWorker } = await import('../lib/jobs/worker');
const worker = await startWorker(databaseUrl());
console.log('worker ready');
async function stop() {
  await worker.stop().catch(() => undefined);
  await closeDb();
  process.exit(0);
}
process.on('SIGINT', () => void stop());
process.on('SIGTERM', () => void stop());
