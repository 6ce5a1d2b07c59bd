import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@/lib/net/free-port';
import { rawRequest } from '../e2e/raw-http';
import { targetOf } from './run-requests';

// The fuzzer's own app, started as Playwright starts the e2e one (`node scripts/start.mjs`), on free
// ports with its own data folder, so a run never touches ./data or a server someone is using.

export interface StartedApp {
  origin: URL;
  /** The app's output (build, seeding, server errors with their stacks). */
  logFile: string;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..');
const READY_PATH = '/brand-assets/land/manifest.webmanifest';

/** The app's readiness probe, the one Playwright's webServer waits for. */
export async function appAnswers(origin: URL): Promise<boolean> {
  const response = await rawRequest(targetOf(origin), { method: 'GET', path: READY_PATH, host: 'land.localhost' }, 5000).catch(() => null);
  return response?.status === 200;
}

export async function startApp(dataDir: string, timeoutMs = 900_000): Promise<StartedApp> {
  const port = await freePort();
  const databasePort = await freePort();
  fs.mkdirSync(dataDir, { recursive: true });
  const logFile = path.join(dataDir, 'app.log');
  const log = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: root,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      PORT: String(port),
      PGLITE_PORT: String(databasePort),
      APP_ENV: 'test',
      PGLITE_DATA_DIR: `${dataDir}/pglite`,
      MEDIA_DIR: `${dataDir}/media`,
      IMAGE_CACHE_DIR: `${dataDir}/cache/images`,
      TRUSTED_PROXIES: '127.0.0.1,::1',
    },
  });
  fs.closeSync(log);
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
    await exited;
    clearTimeout(timer);
  };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`scripts/start.mjs exited (${child.exitCode ?? child.signalCode}) before ${READY_PATH} answered; see ${logFile}`);
    const origin = new URL(`http://127.0.0.1:${port}`);
    if (await appAnswers(origin)) return { origin, logFile, stop };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  await stop();
  throw new Error(`${READY_PATH} did not answer within ${timeoutMs / 1000} s; see ${logFile}`);
}
