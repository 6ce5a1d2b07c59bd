import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimits } from '@/lib/rate-limit';
import { requestServer, startNextServer, type NextServer, type ServerAnswer } from './next-server';

// DESIGN §6 and docs/platform.md "Processes": one server.ts runs one app process per core on one port,
// and nothing assumes a single process. One real server with two app processes (WEB_CONCURRENCY=2) on
// the test PostgreSQL. node:cluster hands new connections to the listening processes in turn, and every
// request here opens its own connection, so once both listen consecutive requests alternate between them.

const databaseUrl = process.env.TEST_DATABASE_URL;
const authSecret = 'app-processes-test-secret-0123456789abcdef';
let server: NextServer;
let seller: { cookie: string; listingId: number; href: string };

beforeAll(async () => {
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL must name the PostgreSQL server the app processes share');
  Object.assign(process.env, { DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret, APP_ENV: 'test' });
  const started = startNextServer({
    APP_ENV: 'test', DATABASE_URL: databaseUrl, AUTH_SECRET: authSecret, TRUSTED_PROXIES: '127.0.0.1,::1', REQUESTS_PER_CLIENT: '1000', WEB_CONCURRENCY: '2',
  });
  const { newSeller, call, params, completeDraft } = await import('../db/seller-workspace');
  const publish = await import('@/app/api/seller/drafts/[id]/publish/route');
  const { cookie } = await newSeller();
  const draft = await completeDraft(cookie);
  const answer = await publish.POST(call(cookie, `/api/seller/drafts/${draft}/publish`, 'POST'), params({ id: draft }));
  const { listingId, href } = (await answer.json()).data as { listingId: number; href: string };
  seller = { cookie, listingId, href };
  server = await started;
}, 240_000);

afterAll(async () => {
  server?.stop();
  const { closeDb } = await import('@/lib/db/client');
  await closeDb();
});

const host = () => `land.localhost:${server.port}`;
const page = (path: string): Promise<ServerAnswer> => requestServer(server.port, path, { host: host(), from: '127.0.0.1' });

function changePrice(price: number): Promise<ServerAnswer> {
  return requestServer(server.port, `/api/seller/listings/${seller.listingId}/price`, {
    method: 'POST',
    host: host(),
    from: '127.0.0.1',
    headers: { cookie: seller.cookie, origin: `http://${host()}`, 'content-type': 'application/json' },
    body: JSON.stringify({ asking: 'price', price }),
  });
}

describe('one server with two app processes on one port', () => {
  it('serves from two processes, each with its own page cache', async () => {
    // The first visit to each process renders the page; every later visit is that process's cached copy.
    // The server answers as soon as one process listens, and node:cluster hands connections only to
    // processes that listen: until the second one does, every request goes to the first. So: visit until
    // a second render shows (the second process's first visit), for at most 20 s; one shared cache would
    // never render twice.
    const caches: string[] = [];
    const started = Date.now();
    while (caches.filter((c) => c === 'MISS').length < 2 && Date.now() - started < 20_000) {
      const answer = await page(seller.href);
      expect(answer.status).toBe(200);
      caches.push(String(answer.headers['x-nextjs-cache']));
    }
    expect(caches[0]).toBe('MISS');
    expect(caches.filter((c) => c === 'MISS')).toHaveLength(2);
    // Both processes now have the page: the next visits, which alternate between them, are all cached.
    const next = [await page(seller.href), await page(seller.href)];
    expect(next.map((a) => a.headers['x-nextjs-cache'])).toEqual(['HIT', 'HIT']);
  }, 60_000);

  it("takes the seller's session on both processes and shows the change on both within 10 s", async () => {
    // Two changes in a row: one through each process, both signed in by the same session.
    expect((await changePrice(391_000)).status).toBe(200);
    expect((await changePrice(387_650)).status).toBe(200);
    const started = Date.now();
    let shown: string[] = [];
    while (Date.now() - started < 10_000) {
      const answers = [await page(seller.href), await page(seller.href)];
      shown = answers.map((a) => (a.body.includes('387,650') ? 'new' : 'old'));
      if (shown.every((s) => s === 'new')) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    console.log(`both processes showed the new price after ${Date.now() - started} ms`);
    expect(shown).toEqual(['new', 'new']);
  }, 60_000);

  it('trips a rate limit at the same total count across both processes', async () => {
    const allowance = rateLimits.popularSearch.points;
    // A documentation address of its own per run (IPv6 clients count by /64): a rerun on the same
    // database within the limit's minute starts from zero.
    const client = `2001:db8:${randomBytes(2).toString('hex')}:${randomBytes(2).toString('hex')}::1`;
    const statuses: number[] = [];
    for (let n = 0; n <= allowance + 1; n++) {
      const answer = await requestServer(server.port, '/api/Popular/logPopularSearch/1', {
        method: 'POST',
        host: host(),
        headers: { 'content-type': 'application/json', 'x-forwarded-for': client },
        body: JSON.stringify({ stateId: 48 }),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, allowance).every((s) => s === 204)).toBe(true);
    // Counted per process, the next two would pass (each process would have seen only half).
    expect(statuses.slice(allowance)).toEqual([429, 429]);
  }, 60_000);
});
