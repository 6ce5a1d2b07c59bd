import { spawnSync } from 'node:child_process';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requestServer, startNextServer, type NextServer } from './next-server';

// DESIGN §3.1 "production fails closed": the production server (`npm run serve`, server.ts) with
// nothing configured but the database is production. Only configured hostnames get pages; everything
// else is sent to a configured origin. A plain `next start` would serve without the request guard, so it
// refuses to start at all.

let server: NextServer;

beforeAll(async () => {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (!databaseUrl) throw new Error('TEST_DATABASE_URL must name a migrated, seeded PostgreSQL server');
  server = await startNextServer({ DATABASE_URL: databaseUrl });
}, 180_000);

afterAll(() => server?.stop());

const get = (path: string, host: string, headers: Record<string, string> = {}) => requestServer(server.port, path, { host, headers });

/** This machine's first address that another machine could connect to. */
function networkAddress(): string {
  const address = Object.values(os.networkInterfaces()).flat().find((a) => a && a.family === 'IPv4' && !a.internal)?.address;
  if (!address) throw new Error('this test needs a network interface besides loopback');
  return address;
}

const connects = (host: string, port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port }, () => {
      socket.destroy();
      resolve(true);
    });
    socket.on('error', () => resolve(false));
  });

describe('the listen address', () => {
  it('is loopback unless HOST says otherwise: another machine cannot reach a server started with defaults', async () => {
    expect(await connects('127.0.0.1', server.port)).toBe(true);
    expect(await connects(networkAddress(), server.port)).toBe(false);
    const everywhere = await startNextServer({ DATABASE_URL: process.env.TEST_DATABASE_URL ?? '', HOST: '0.0.0.0' });
    try {
      expect(await connects(networkAddress(), everywhere.port)).toBe(true);
    } finally {
      everywhere.stop();
    }
  }, 180_000);
});

describe('a plain next start', () => {
  it('refuses to serve in production: the request guard runs only in server.ts', async () => {
    await expect(startNextServer({ DATABASE_URL: process.env.TEST_DATABASE_URL ?? '' }, { plainNextStart: true })).rejects.toThrow(/exited with 1/);
  }, 180_000);
});

describe('a bad variable', () => {
  it('stops the server before it starts, naming each bad variable on a line of its own, with no stack trace', () => {
    const run = spawnSync(path.join('node_modules', '.bin', 'tsx'), ['server.ts'], {
      env: { PATH: process.env.PATH ?? '', NODE_ENV: 'production', PORT: '99999', REQUESTS_PER_CLIENT: '5000' },
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain("The server's environment is not valid");
    expect(run.stderr).toMatch(/^ {2}PORT: .*65535$/m);
    expect(run.stderr).toMatch(/^ {2}REQUESTS_PER_CLIENT: .*1000$/m);
    expect(run.stderr).not.toMatch(/^\s+at /m);
  }, 60_000);
});

describe('the production server with nothing configured', () => {
  it('serves a brand only on its configured hostname, with HSTS and a policy that upgrades requests', async () => {
    const response = await get('/', 'acrewise.com');
    expect(response.status).toBe(200);
    expect(response.body).toContain('data-brand="land"');
    expect(response.headers['strict-transport-security']).toContain('max-age=');
    expect(response.headers['content-security-policy']).toContain('upgrade-insecure-requests');
    // Next's cache state is not shown in production (lib/http/security-headers.ts), also on a repeat.
    const again = await get('/', 'acrewise.com');
    for (const name of ['x-nextjs-cache', 'x-nextjs-prerender', 'x-nextjs-stale-time']) expect(again.headers[name], name).toBeUndefined();
    // Production pages are indexable (SPEC §4 robots meta: noindex only outside production).
  });

  it.each(['evil.com', 'land.localhost:3000', '127.0.0.1', ''])('sends an unknown host (%j) to the default brand origin from config', async (host) => {
    const response = await get('/Texas/', host);
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('https://acrewise.com/Texas/');
  });

  it('redirects to the canonical URL on the brand configured origin, never the request Host', async () => {
    const response = await get('/search/TEXAS/', 'www.fieldstead.com', { 'x-forwarded-proto': 'http', 'x-forwarded-host': 'evil.com' });
    expect(response.status).toBe(308);
    expect(response.headers.location).toBe('https://fieldstead.com/search/texas/');
  });

  it("tags a cached page with the app's ETag of its body, and answers 304 to a browser that holds it", async () => {
    const first = await get('/texas-land-for-sale/', 'acrewise.com');
    expect(first.status).toBe(200);
    const etag = first.headers.etag;
    // The app's tag (lib/http/answer-tags.ts: SHA-1 of the body), not Next's (its FNV tags are off).
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    const again = await get('/texas-land-for-sale/', 'acrewise.com', { 'if-none-match': String(etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
  });

  it('ignores the ?brand= preview override and its cookie', async () => {
    const response = await get('/?brand=rec', 'acrewise.com', { cookie: 'brand=farm' });
    expect(response.status).toBe(200);
    expect(response.body).toContain('data-brand="land"');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('answers API calls on an unknown host with 404, whatever brand a header names', async () => {
    const response = await get('/api/location/autocomplete?q=llano', 'evil.com', { 'x-brand': 'farm' });
    expect(response.status).toBe(404);
    expect(JSON.parse(response.body)).toEqual({ errors: ['Unknown site'] });
    expect((await get('/api/location/autocomplete?q=llano', 'wildshore.com')).status).toBe(200);
  });

  it("answers each brand's own robots.txt naming its sitemap, and the sitemap index at the brand's origin", async () => {
    for (const [host, origin] of [['acrewise.com', 'https://acrewise.com'], ['wildshore.com', 'https://wildshore.com']]) {
      const robots = await get('/robots.txt', host ?? '');
      expect(robots.status).toBe(200);
      expect(robots.body).toContain(`Sitemap: ${origin}/sitemap.xml`);
      expect(robots.body).not.toMatch(/^Disallow: \/$/m);
      const index = await get('/sitemap.xml', host ?? '');
      expect(index.status).toBe(200);
      expect(index.body).toContain(`<loc>${origin}/sitemaps/listings-0.xml</loc>`);
    }
  });
});
