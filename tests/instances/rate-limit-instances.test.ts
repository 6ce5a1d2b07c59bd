import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { freePort } from '@/lib/net/free-port';
import { rateLimits } from '@/lib/rate-limit';

// DESIGN §3.1: several app instances behind a load balancer share one PostgreSQL, and a rate limit
// holds across them. Two real `next start` servers (the build of `npm test`) on the test database.

const databaseUrl = process.env.TEST_DATABASE_URL;
const instances: Array<{ port: number; process: ChildProcess }> = [];

async function waitForServer(port: number, child: ChildProcess): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`instance on ${port} exited with ${child.exitCode}`);
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`).then((r) => r.ok, () => false);
    if (up) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`instance on ${port} did not start`);
}

beforeAll(async () => {
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL must name the PostgreSQL server both instances share');
  await migrate(databaseUrl);
  const next = path.join(process.cwd(), 'node_modules', '.bin', 'next');
  for (let i = 0; i < 2; i++) {
    const port = await freePort();
    const child = spawn(next, ['start', '-p', String(port), '-H', '0.0.0.0'], {
      env: { ...process.env, APP_ENV: 'test', DATABASE_URL: databaseUrl, PORT: String(port), TRUSTED_PROXIES: '127.0.0.1,::1' },
      stdio: 'ignore',
    });
    instances.push({ port, process: child });
  }
  await Promise.all(instances.map((i) => waitForServer(i.port, i.process)));
}, 180_000);

afterAll(() => {
  for (const instance of instances) instance.process.kill('SIGTERM');
});

/** One popular-search report from `client` (a documentation address, believed from the loopback proxy). */
async function report(port: number, client: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/Popular/logPopularSearch/1`, {
    method: 'POST',
    headers: { host: `land.localhost:${port}`, 'content-type': 'application/json', 'x-forwarded-for': client },
    body: JSON.stringify({ stateId: 48 }),
  });
  return response.status;
}

describe('a rate limit shared by two app instances on one PostgreSQL', () => {
  const allowance = rateLimits.popularSearch.points;
  const patterns: Array<[string, (n: number) => number]> = [
    ['alternating', (n) => n % 2],
    ['all on the first', () => 0],
    ['all on the second', () => 1],
    ['two on the first, one on the second', (n) => (n % 3 === 2 ? 1 : 0)],
  ];

  it.each(patterns.map(([name, pick], i) => [name, pick, `198.51.100.${10 + i}`] as const))(
    'trips at the same total count whichever instance serves the requests (%s)',
    async (_name, pick, client) => {
      const statuses: number[] = [];
      for (let n = 0; n <= allowance; n++) statuses.push(await report(instances[pick(n)]!.port, client));
      expect(statuses.slice(0, allowance).every((s) => s === 204)).toBe(true);
      expect(statuses[allowance]).toBe(429);
      // The other instance agrees: the client is over its limit there too.
      expect(await report(instances[1 - pick(allowance)]!.port, client)).toBe(429);
    },
    60_000,
  );
});
