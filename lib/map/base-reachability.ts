// Whether the visitor's browser can reach a public base map (docs/map.md "Base maps"). One small request
// per layer (the streets style's JSON, one USGS tile) answers it before the map asks for the layer, so a
// browser that cannot reach it (an offline demo, a firewall) shows the offline style from the start
// instead of a blank map and a stream of tile errors. The answer is kept for the tab's session: pages
// after the first know it at once, and a host that failed is not asked again on every page.

/** A host that has not answered in this long counts as unreachable. */
export const PROBE_TIMEOUT_MS = 4000;
const STORAGE_KEY = 'map.base-reach';

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

const answers = new Map<string, boolean>();
const pending = new Map<string, Promise<boolean>>();

function stored(): Record<string, boolean> {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}');
    if (!parsed || typeof parsed !== 'object') return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, boolean] => typeof entry[1] === 'boolean'));
  } catch {
    // No storage (private mode, a sandboxed frame): this page's answers only.
    return {};
  }
}

function remember(url: string, reachable: boolean): void {
  answers.set(url, reachable);
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify({ ...stored(), [url]: reachable }));
  } catch {
    // As above: kept in memory only.
  }
}

/** What is known about `url` without asking: true, false, or undefined when it has not been probed. */
export function knownReach(url: string): boolean | undefined {
  return answers.get(url) ?? stored()[url];
}

/** Records that a layer failed while the map used it (its style or tiles stopped answering). */
export function markUnreachable(url: string): void {
  remember(url, false);
}

/**
 * Asks `url` once (CORS, no cookies, short timeout) and resolves whether it answered with a success.
 * Concurrent callers share the request; the answer is remembered for the session.
 */
export function probeReach(url: string, fetcher: Fetcher = (u, init) => fetch(u, init)): Promise<boolean> {
  const known = knownReach(url);
  if (known !== undefined) return Promise.resolve(known);
  let request = pending.get(url);
  if (!request) {
    request = fetcher(url, { mode: 'cors', credentials: 'omit', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) })
      .then((response) => response.ok, () => false)
      .then((reachable) => {
        remember(url, reachable);
        pending.delete(url);
        return reachable;
      });
    pending.set(url, request);
  }
  return request;
}

/** Forgets every answer (tests). */
export function resetReach(): void {
  answers.clear();
  pending.clear();
  try {
    sessionStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored.
  }
}
