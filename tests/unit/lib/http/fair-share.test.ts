import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { clientKey, FairShare, fairShareHandler, type FairShareLimits } from '@/lib/http/fair-share';
import { freePort } from '@/lib/net/free-port';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

/** A share whose started requests stay open until the test ends them. */
function harness(limits: FairShareLimits) {
  const share = new FairShare(limits);
  const started: string[] = [];
  const open = new Map<string, () => void>();
  // A request that waited starts on the event loop's next turn: each step lets that turn pass.
  const request = async (client: string, name: string) => {
    const admitted = share.admit(client, (done) => {
      started.push(name);
      open.set(name, done);
    });
    await nextTurn();
    return admitted;
  };
  const end = async (name: string) => {
    const done = open.get(name);
    if (!done) throw new Error(`${name} is not running`);
    open.delete(name);
    done();
    await nextTurn();
  };
  return { share, started, request, end };
}

/** Limits that only the named ones constrain. */
const roomy: FairShareLimits = { perClient: 2, patienceMs: 60_000, total: 10, waitingPerClient: 10, waitingTotal: 10 };

describe('FairShare', () => {
  it('holds one client to its own limit while others still start at once', async () => {
    const { started, request } = harness({ ...roomy, perClient: 2 });
    for (let i = 0; i < 5; i++) await request('flood', `f${i}`);
    await request('visitor', 'v0');
    expect(started).toEqual(['f0', 'f1', 'v0']);
  });

  it('gives the next free place to the client whose turn it is, not to the one that queued most', async () => {
    const { started, request, end } = harness({ ...roomy, perClient: 3, total: 3, patienceMs: 0 });
    for (let i = 0; i < 6; i++) await request('flood', `f${i}`);
    await request('visitor', 'v0');
    await request('visitor', 'v1');
    expect(started).toEqual(['f0', 'f1', 'f2']);
    await end('f0');
    expect(started.at(-1)).toBe('f3');
    await end('f1');
    expect(started.at(-1)).toBe('v0');
    await end('f2');
    expect(started.at(-1)).toBe('f4');
    await end('f3');
    expect(started.at(-1)).toBe('v1');
  });

  it('lets a client run one request at a time while another client is answered, its full share once alone', async () => {
    const { started, request, end } = harness({ ...roomy, perClient: 3 });
    for (let i = 0; i < 6; i++) await request('flood', `f${i}`);
    await request('visitor', 'v0');
    expect(started).toEqual(['f0', 'f1', 'f2', 'v0']);
    await end('f0');
    await end('f1');
    expect(started).toHaveLength(4);
    await end('f2');
    expect(started.at(-1)).toBe('f3');
    await end('v0');
    expect(started.slice(-2)).toEqual(['f4', 'f5']);
  });

  it('gives a client its full share beside others once its next request has waited out the patience', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const { started, request, end } = harness({ ...roomy, perClient: 3, patienceMs: 250 });
      await request('upload', 'u0');
      await request('other', 'o0');
      await request('upload', 'u1');
      await request('other', 'o1');
      expect(started).toEqual(['u0', 'o0']);
      vi.advanceTimersByTime(200);
      await request('third', 't0');
      expect(started).toEqual(['u0', 'o0', 't0']);
      vi.advanceTimersByTime(100);
      await request('third', 't1');
      expect(started.slice(3)).toEqual(['u1', 'o1']);
      await end('u0');
      expect(started).toHaveLength(5);
      await end('t0');
      expect(started.at(-1)).toBe('t1');
    } finally {
      vi.useRealTimers();
    }
  });

  it('refuses a request past the waiting limits and starts nothing for it', async () => {
    const { share, request } = harness({ ...roomy, perClient: 1, total: 1, waitingPerClient: 2, waitingTotal: 3 });
    expect(await request('a', 'a0')).toBe(true);
    expect(await request('a', 'a1')).toBe(true);
    expect(await request('a', 'a2')).toBe(true);
    expect(await request('a', 'a3')).toBe(false);
    expect(await request('b', 'b0')).toBe(true);
    expect(await request('c', 'c0')).toBe(false);
    expect(share.load()).toEqual({ running: 1, waiting: 3, clients: 2 });
  });

  it('forgets a client once nothing of it runs or waits, and a second done changes nothing', async () => {
    const share = new FairShare({ ...roomy, perClient: 1, total: 1, waitingPerClient: 1, waitingTotal: 1 });
    let done = () => {};
    share.admit('a', (d) => (done = d));
    done();
    done();
    expect(share.load()).toEqual({ running: 0, waiting: 0, clients: 0 });
  });

  it('runs everything that waited once earlier requests end, in turn order', async () => {
    const { share, started, request, end } = harness({ ...roomy, perClient: 1, total: 2, waitingPerClient: 5 });
    for (const n of ['a0', 'a1', 'a2']) await request('a', n);
    for (const n of ['b0', 'b1']) await request('b', n);
    for (const name of ['a0', 'b0', 'a1', 'b1', 'a2']) await end(name);
    expect(started).toEqual(['a0', 'b0', 'a1', 'b1', 'a2']);
    expect(share.load()).toEqual({ running: 0, waiting: 0, clients: 0 });
  });
});

describe('clientKey', () => {
  it('counts IPv4 addresses one by one and IPv6 addresses by their /64', async () => {
    expect(clientKey('203.0.113.9')).toBe('203.0.113.9');
    expect(clientKey('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8:1:2:bbbb:cccc:dddd:eeee')).toBe('2001:db8:1:2::/64');
    expect(clientKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(clientKey('::1')).toBe('0:0:0:0::/64');
    expect(clientKey('unknown')).toBe('unknown');
  });
});

describe('fairShareHandler', () => {
  let server: http.Server;
  let port: number;
  const releases: Array<() => void> = [];

  beforeAll(async () => {
    port = await freePort();
    const share = new FairShare({ ...roomy, perClient: 1, total: 4, waitingPerClient: 1 });
    const handler = fairShareHandler(
      (request, response) => {
        if (request.url === '/slow') releases.push(() => response.end('slow'));
        else response.end('fast');
      },
      share,
      () => '198.51.100.7',
    );
    server = http.createServer(handler);
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  const get = (path: string) => fetch(`http://127.0.0.1:${port}${path}`).then(async (r) => ({ status: r.status, retryAfter: r.headers.get('retry-after'), body: await r.text() }));

  it('answers 503 with Retry-After when the client has too many waiting, then serves the rest in order', async () => {
    const slow = get('/slow');
    await expect.poll(() => releases.length).toBe(1);
    const waiting = get('/fast');
    await new Promise((resolve) => setTimeout(resolve, 50));
    const refused = await get('/fast');
    expect(refused).toMatchObject({ status: 503, retryAfter: '1' });
    releases[0]?.();
    expect(await slow).toMatchObject({ status: 200, body: 'slow' });
    expect(await waiting).toMatchObject({ status: 200, body: 'fast' });
  });
});
