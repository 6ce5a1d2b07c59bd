// `npm test` starts the end-to-end tests' app before their step (scripts/test.sh): `node
// scripts/start.mjs` on free ports with the environment Playwright would give it (tests/e2e/app-env.ts),
// so that its database is created and seeded while the app server tests leave a core to spare;
// Playwright then reuses it (E2E_REUSE_SERVER=1). Once the app answers, writes --ready-file: the
// `export E2E_PORT=... E2E_DB_PORT=...` lines test.sh reads. SIGTERM stops the app; exits with its status.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { freePort } from '@/lib/net/free-port';
import { e2eAppEnv } from '../tests/e2e/app-env';
import { appAnswers } from '../tests/fuzz/start-app';

const { values } = parseArgs({ options: { 'ready-file': { type: 'string' } } });
const readyFile = values['ready-file'];
if (!readyFile) {
  console.error('usage: tsx scripts/e2e-app.ts --ready-file <path>');
  process.exit(2);
}
const port = await freePort();
const databasePort = await freePort();

const app = spawn(process.execPath, ['scripts/start.mjs'], { stdio: 'inherit', env: { ...process.env, ...e2eAppEnv(String(port), String(databasePort)) } });
for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, () => app.kill(signal));
app.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGTERM' || signal === 'SIGINT' ? 0 : 1)));

const origin = new URL(`http://127.0.0.1:${port}`);
while (!(await appAnswers(origin))) await new Promise((resolve) => setTimeout(resolve, 500));
fs.writeFileSync(readyFile, `export E2E_PORT=${port}\nexport E2E_DB_PORT=${databasePort}\n`);
