import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestServer, startNextServer, type NextServer } from './next-server';

// lib/http/fair-share.ts as server.ts wires it: one client's requests past its share wait, past the
// waiting limit they are told 503 with Retry-After, and another client is served all the while.

let server: NextServer;

beforeAll(async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL must name a migrated, seeded PostgreSQL server');
  server = await startNextServer({ DATABASE_URL: databaseUrl, REQUESTS_PER_CLIENT: '1', REQUESTS_WAITING_PER_CLIENT: '0' });
}, 180_000);

afterAll(() => server?.stop());

describe('the fair share between clients', () => {
  it('refuses a flooding address past its share with 503 and Retry-After, and serves another address meanwhile', async () => {
    // Distinct search URLs: each is a page rendered on request, so the flood's first is still running
    // when the rest arrive.
    const flood = Array.from({ length: 12 }, (_, i) =>
      requestServer(server.port, `/texas-land-for-sale/?priceMin=${10_000 + i}`, { host: 'acrewise.com', from: '127.0.0.2' }),
    );
    const visitor = requestServer(server.port, '/', { host: 'acrewise.com', from: '127.0.0.3' });
    const answers = await Promise.all(flood);
    const refused = answers.filter((a) => a.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    expect(refused[0]?.headers['retry-after']).toBe('1');
    expect(refused[0]?.headers['cache-control']).toBe('no-store');
    expect(answers.some((a) => a.status === 200)).toBe(true);
    expect((await visitor).status).toBe(200);
  }, 60_000);
});
