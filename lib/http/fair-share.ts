import type http from 'node:http';
import net from 'node:net';
import type { NodeHandler } from './node-handler';

// One Node process answers every request; a client that opens 32 connections would otherwise get 32
// times the share of a visitor with one. The fair share admits requests to Next's handler:
// - at most `perClient` of one client's requests are being answered at once, and only one while another
//   client's request is being answered (unless the next has waited `patienceMs`): a visitor's page then
//   shares the process with one request of a flood, not with all of them; the rest wait in line;
// - at most `total` requests are being answered at once; when one ends, the next request comes from the
//   client whose turn it is (round robin), so a flood from one address waits behind itself, not others;
// - past `waitingPerClient` (or `waitingTotal`) waiting requests, a client is told 503 with Retry-After.
// A client is an address (under TRUSTED_PROXIES, the forwarded one); IPv6 addresses count by /64, the
// block one subscriber is given.

export interface FairShareLimits {
  perClient: number;
  /** How long a request waits for its client's turn to share before `perClient` applies anyway. */
  patienceMs: number;
  total: number;
  waitingPerClient: number;
  waitingTotal: number;
}

type Start = () => void;

interface Waiting {
  start: Start;
  since: number;
}

interface ClientLine {
  running: number;
  waiting: Waiting[];
}

/** The key requests are counted under: an IPv4 address, or the /64 of an IPv6 one. */
export function clientKey(address: string): string {
  if (!net.isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const hextets = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${hextets.slice(0, 4).map((h) => h.replace(/^0+(?=.)/, '')).join(':')}::/64`;
}

export class FairShare {
  private readonly lines = new Map<string, ClientLine>();
  /** Clients with someone waiting, in the order their turn comes. */
  private readonly turns: string[] = [];
  private running = 0;
  private waiting = 0;

  constructor(private readonly limits: FairShareLimits) {}

  /**
   * Runs `start` now or when the client's turn comes; `start` must call the returned `done` exactly once
   * (when the answer has ended). False: too many are waiting, and `start` will not run.
   */
  admit(client: string, start: (done: () => void) => void): boolean {
    const line = this.lines.get(client) ?? { running: 0, waiting: [] };
    this.lines.set(client, line);
    const done = () => {
      line.running--;
      this.running--;
      this.next();
      this.forget(client, line);
    };
    const run = (now: boolean) => {
      line.running++;
      this.running++;
      const once = onlyOnce(done);
      // A request that waited starts on the event loop's next turn, not inside the answer that made room:
      // answers from memory finish without I/O, and a chain of them would hold the loop (and every other
      // client's request) for as long as the line lasts.
      if (now) start(once);
      else setImmediate(() => start(once));
    };
    if (line.waiting.length === 0 && line.running < this.limitOf(line, performance.now()) && this.running < this.limits.total) {
      run(true);
      return true;
    }
    if (line.waiting.length >= this.limits.waitingPerClient || this.waiting >= this.limits.waitingTotal) {
      this.forget(client, line);
      return false;
    }
    line.waiting.push({ start: () => run(false), since: performance.now() });
    this.waiting++;
    if (line.waiting.length === 1) this.turns.push(client);
    this.next();
    return true;
  }

  /** Requests being answered and waiting, for tests and the backlog gauge. */
  load(): { running: number; waiting: number; clients: number } {
    return { running: this.running, waiting: this.waiting, clients: this.lines.size };
  }

  /** How many of this client's requests may run now: one while others run, unless its next has waited long. */
  private limitOf(line: ClientLine, now: number): number {
    const othersRunning = this.running > line.running;
    const first = line.waiting[0];
    const patient = first !== undefined && now - first.since >= this.limits.patienceMs;
    return othersRunning && !patient ? Math.min(1, this.limits.perClient) : this.limits.perClient;
  }

  /** Starts waiting requests while there is room, one client's turn at a time. */
  private next(): void {
    let passed = 0;
    const now = performance.now();
    while (this.running < this.limits.total && this.turns.length > 0 && passed < this.turns.length) {
      const client = this.turns.shift() as string;
      const line = this.lines.get(client);
      const start = line && line.running < this.limitOf(line, now) ? line.waiting.shift()?.start : undefined;
      if (!line || !start) {
        // This client is at its own limit: it keeps its place at the back of the round.
        if (line && line.waiting.length > 0) this.turns.push(client);
        passed++;
        continue;
      }
      passed = 0;
      this.waiting--;
      if (line.waiting.length > 0) this.turns.push(client);
      start();
    }
  }

  private forget(client: string, line: ClientLine): void {
    if (line.running === 0 && line.waiting.length === 0) this.lines.delete(client);
  }
}

function onlyOnce(f: () => void): () => void {
  let called = false;
  return () => {
    if (called) return;
    called = true;
    f();
  };
}

/**
 * Wraps a request handler with a fair share: `clientOf` names the client of a request. A request that
 * may not wait is answered 503 with Retry-After; one whose connection closes while it waits is dropped.
 */
export function fairShareHandler(handle: NodeHandler, share: FairShare, clientOf: (request: http.IncomingMessage) => string): NodeHandler {
  return (request, response) => {
    const admitted = share.admit(clientKey(clientOf(request)), (done) => {
      response.once('close', done);
      if (response.destroyed || request.destroyed) return done();
      void Promise.resolve(handle(request, response)).catch(() => done());
    });
    if (!admitted) {
      response.writeHead(503, { 'content-type': 'text/plain; charset=utf-8', 'retry-after': '1', 'cache-control': 'no-store' });
      response.end('Too many requests from your address are waiting; try again in a moment.');
    }
  };
}
