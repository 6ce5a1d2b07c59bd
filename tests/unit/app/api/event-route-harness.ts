import { beforeEach } from 'vitest';

// What the tests of the event endpoints (POST /api/logging/listing, /api/logging/account) share: the
// events a stand-in store took, a stand-in rate limiter that remembers repeat keys, and a poster.
// Each test file has a module graph of its own (unit:isolated), so this state is the file's.

export const harness = {
  events: [] as unknown[],
  /** Ids whose subject (a listing, a seller account) exists. */
  subjects: new Set<number>(),
  /** Limits that answer "over" (429, or a repeat). */
  limited: new Set<string>(),
  seen: new Set<string>(),
  /** The keys the repeat limit was asked for, in order. */
  keys: [] as string[],
};

/** Empties the harness before each test; `subjects` are the ids that exist. */
export function resetHarnessEachTest(subjects: readonly number[]): void {
  beforeEach(() => {
    harness.events = [];
    harness.subjects = new Set(subjects);
    harness.limited.clear();
    harness.seen.clear();
    harness.keys = [];
  });
}

/** `vi.mock('@/lib/rate-limit', async () => (await import('./event-route-harness')).rateLimitStandIn('listingEventRepeat'))` */
export function rateLimitStandIn(repeatLimit: string) {
  return {
    consumeLimit: async (name: string, key: string) => {
      if (harness.limited.has(name)) return { allowed: false, retryAfterSeconds: 7 };
      if (name !== repeatLimit) return { allowed: true, remaining: 1 };
      harness.keys.push(key);
      if (harness.seen.has(key)) return { allowed: false, retryAfterSeconds: 300 };
      harness.seen.add(key);
      return { allowed: true, remaining: 0 };
    },
  };
}

/** A stand-in store: keeps the event when its subject exists, as the real one answers. */
export function recordStandIn<E>(subjectOf: (event: E) => number) {
  return async (event: E): Promise<boolean> => {
    if (!harness.subjects.has(subjectOf(event))) return false;
    harness.events.push(event);
    return true;
  };
}

type Route = { POST: (request: Request, context: { params: Promise<Record<string, string>> }) => Promise<Response> };

/** Posts a body (JSON unless it is text already) to the route as the browser on `url`'s host would. */
export function poster(route: Route, url: string) {
  const host = new URL(url).host;
  return (body: unknown, contentType = 'application/json') =>
    route.POST(
      new Request(url, { method: 'POST', body: typeof body === 'string' ? body : JSON.stringify(body), headers: { host, 'content-type': contentType } }),
      { params: Promise.resolve({}) },
    );
}
