// `npm test` starts the end-to-end tests' app before their step (scripts/test.sh): `node
// scripts/start.mjs` on E2E_PORT and E2E_DB_PORT with the environment Playwright would give it
// (tests/e2e/app-env.ts), so that its database is created and seeded while the app server tests leave a
// core to spare; Playwright then reuses it (E2E_REUSE_SERVER=1). Writes --ready-file once the app
// answers; SIGTERM stops the app; exits with the app's status.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { E2E_READY_PATH, e2eAppEnv } from '../tests/e2e/app-env';

const { values } = parseArgs({ options: { 'ready-file': { type: 'string' } } });
const port = z.string().regex(/^\d+$/);
const parsed = z.object({ E2E_PORT: port, E2E_DB_PORT: port }).safeParse(process.env);
if (!parsed.success || !values['ready-file']) {
  console.error('usage: E2E_PORT=<port> E2E_DB_PORT=<port> tsx scripts/e2e-app.ts --ready-file <path>');
  process.exit(2);
}
const { E2E_PORT, E2E_DB_PORT } = parsed.data;
const readyFile = values['ready-file'];

const app = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: { ...process.env, ...e2eAppEnv(E2E_PORT, E2E_DB_PORT) } });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => app.kill(signal));
app.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)));

const answers = () =>
  fetch(`http://127.0.0.1:${E2E_PORT}${E2E_READY_PATH}`, { signal: AbortSignal.timeout(5_000) }).then(
    (response) => response.ok,
    () => false,
  );
while (!(await answers())) await new Promise((resolve) => setTimeout(resolve, 500));
fs.writeFileSync(readyFile, `${new Date().toISOString()}\n`);
