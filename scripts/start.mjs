// `npm start`: install, build, start the embedded database (migrated and seeded on first run), the job
// worker and the app (server.ts), in demo mode. `npm run dev` does the same with Next in development
// mode. DATABASE_URL switches to a PostgreSQL server.
//
// Demo mode is an explicit opt-in (APP_ENV=demo): `*.localhost` brand hosts, the ?brand= preview, demo
// data. `npm run serve` with nothing configured is production and fails closed (docs/platform.md).
import path from 'node:path';
import { ensureBuild, ensureDependencies, root, start, waitForLine, waitForPort } from './lib.mjs';

const dev = process.argv.includes('--dev');
const port = Number(process.env.PORT ?? 3000);
const mode = { APP_ENV: process.env.APP_ENV ?? 'demo', PORT: String(port) };

ensureDependencies();
if (!dev) ensureBuild();

const children = [];
function stopAll(code = 0) {
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 1500).unref();
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const tsx = path.join(root, 'node_modules', '.bin', 'tsx');
let databaseUrl = process.env.DATABASE_URL;
if (databaseUrl) {
  const prepare = start(tsx, ['scripts/db-prepare.ts'], mode);
  const code = await new Promise((resolve) => prepare.on('exit', resolve));
  if (code !== 0) process.exit(1);
} else {
  const dbPort = Number(process.env.PGLITE_PORT ?? 5439);
  const server = start(tsx, ['scripts/db-server.ts'], mode, ['ignore', 'pipe', 'inherit']);
  children.push(server);
  server.on('exit', (code) => { console.error(`embedded database stopped (${code})`); stopAll(1); });
  // The first start migrates and seeds before it says it is ready.
  await waitForLine(server, 'database ready');
  databaseUrl = `postgres://postgres:postgres@127.0.0.1:${dbPort}/postgres`;
}

const worker = start(tsx, ['scripts/worker.ts'], { ...mode, DATABASE_URL: databaseUrl });
children.push(worker);
worker.on('exit', (code) => { if (code) console.error(`job worker stopped (${code})`); });

// server.ts: the app's own HTTP server (the request guard, then Next's handler), as in production.
const app = start(tsx, ['server.ts', ...(dev ? ['--dev'] : [])], { ...mode, DATABASE_URL: databaseUrl });
children.push(app);
app.on('exit', (code) => stopAll(code ?? 0));
await waitForPort(port, '127.0.0.1', 120_000, app);
console.log(`\nReady:\n  http://land.localhost:${port}/\n  http://farm.localhost:${port}/\n  http://rec.localhost:${port}/\n`);
