import { spawn, spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { freePort } from '@/lib/net/free-port';
import { requestOnce } from './http-load';

// The bare reference app (scripts/bench/bare-app/README.md), built when its files changed and started
// with `next start` on a free loopback port, for the benches to measure beside the real app.

export interface BareApp {
  origin: URL;
  stop(): Promise<void>;
}

const root = path.resolve(import.meta.dirname, '..', '..');
const dir = path.join(import.meta.dirname, 'bare-app');
const next = path.join(root, 'node_modules', '.bin', 'next');

/** A hash of the app's own files (not its build). */
function sourceStamp(): string {
  const hash = createHash('sha256');
  const walk = (at: string) => {
    for (const entry of fs.readdirSync(at, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (entry.name === '.next' || entry.name === 'node_modules') continue;
      const file = path.join(at, entry.name);
      if (entry.isDirectory()) walk(file);
      else hash.update(path.relative(dir, file)).update(fs.readFileSync(file));
    }
  };
  walk(dir);
  return hash.digest('hex');
}

function ensureBuilt(): void {
  const stampFile = path.join(dir, '.next', 'source-stamp');
  const stamp = sourceStamp();
  if (fs.existsSync(stampFile) && fs.readFileSync(stampFile, 'utf8') === stamp) return;
  console.log('Building the bare reference app (scripts/bench/bare-app)...');
  const built = spawnSync(next, ['build', dir], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1' } });
  if (built.status !== 0) throw new Error(`next build of ${dir} failed (${built.status})`);
  fs.writeFileSync(stampFile, stamp);
}

/** Starts the bare app; `pageTrees` is a folder of element trees (<page>.json, page-tree.ts) that its pages of a real page's size draw. */
export async function startBareApp({ pageTrees }: { pageTrees?: string } = {}): Promise<BareApp> {
  ensureBuilt();
  const port = await freePort();
  // 'localhost', not 127.0.0.1: with an explicit loopback address Next proxies its own rewrites (server.ts).
  const child = spawn(next, ['start', dir, '--port', String(port), '--hostname', 'localhost'], {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, NODE_ENV: 'production', NEXT_TELEMETRY_DISABLED: '1', ...(pageTrees ? { BARE_PAGE_TREES: pageTrees } : {}) },
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await exited;
  };
  const origin = new URL(`http://127.0.0.1:${port}`);
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the bare reference app exited (${child.exitCode})`);
    const answer = await requestOnce({ origin, path: '/', host: `land.localhost:${port}` }, 5_000).catch(() => null);
    if (answer?.status === 200) return { origin, stop };
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  await stop();
  throw new Error('the bare reference app did not answer within 60 s');
}
