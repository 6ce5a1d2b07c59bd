import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate } from '@/lib/db/migrate';
import { rateLimits } from '@/lib/rate-limit';
import { requestServer, startNextServer, type NextServer } from './next-server';

// DESIGN §3.1: several app instances behind a load balancer share one PostgreSQL, and a rate limit
// holds across them. Two real `next start` servers (the build of `npm test`) on the test database.

const databaseUrl = process.env.TEST_DATABASE_URL;
const instances: NextServer[] = [];

beforeAll(async () => {
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL must name the PostgreSQL server both instances share');
  await migrate(databaseUrl);
  const env = { APP_ENV: 'test', DATABASE_URL: databaseUrl, TRUSTED_PROXIES: '127.0.0.1,::1' };
  instances.push(...(await Promise.all([startNextServer(env), startNextServer(env)])));
}, 180_000);

afterAll(() => {
  for (const instance of instances) instance.stop();
});

/** One popular-search report from `client` (a documentation address, believed from the loopback proxy). */
async function report(port: number, client: string): Promise<number> {
  const response = await requestServer(port, '/api/Popular/logPopularSearch/1', {
    method: 'POST',
    host: `land.localhost:${port}`,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
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
