import type http from 'node:http';
import type { NodeHandler } from './node-handler';

// docs/not-found.md. When a page calls notFound() while it renders on request (an unknown listing id,
// place or broker, a page of results past the last), Next 16 answers 404 with its empty error shell
// (`<html id="__next_error__">`) and leaves the brand's 404 page to the browser's JavaScript
// (vercel/next.js#62228). The proxy's own 404s (paths that name no page) render in full: they are a page
// of their own, app/[brand]/[...unmatched], and carry NOT_FOUND_PAGE_HEADER.
//
// So a page request that Next answers 404 without that header is answered again, on the same
// connection and before a byte of the first answer is sent, as the brand's 404 page: the request goes
// once more through Next with a path that names nothing, NOT_FOUND_PATH followed by the path that was
// asked for, which the proxy sends to the full 404 page with what it can offer for that path (a near
// place, listings near a missing one; lib/proxy/not-found-rewrite.ts).
// Client navigations (RSC requests) are left alone: the browser renders the 404 from their data.

/** Set by the proxy on its 404 rewrites (a full page); the server guard never lets it out. */
export const NOT_FOUND_PAGE_HEADER = 'x-acrewise-not-found-page';

/** A path no dialect reads: the proxy answers it, and any path under it, with the brand's full 404 page. */
export const NOT_FOUND_PATH = '/~not-found';

/** Longer paths name nothing in any dialect (lib/routing/path-segments.ts). */
const MAX_ASKED_PATH = 2048;

/**
 * The path of the second answer: NOT_FOUND_PATH followed by the path asked for, its query left out;
 * NOT_FOUND_PATH alone for a path Next would not take as it is (repeated slashes, backslashes) or one
 * too long to name anything.
 */
export function notFoundRequestPath(askedUrl: string): string {
  const path = askedUrl.split(/[?#]/, 1)[0] ?? '';
  const usable = path.startsWith('/') && path !== '/' && path.length <= MAX_ASKED_PATH && !path.includes('//') && !path.includes('\\');
  return usable ? `${NOT_FOUND_PATH}${path}` : NOT_FOUND_PATH;
}

function isPageRequest(request: http.IncomingMessage): boolean {
  const method = request.method ?? 'GET';
  if (method !== 'GET' && method !== 'HEAD') return false;
  if (request.headers.rsc !== undefined || request.headers['next-action'] !== undefined) return false;
  const path = request.url ?? '/';
  return !path.startsWith('/_next/') && !path.startsWith('/api/');
}

/** What Next (its compression) replaces on a response while it answers; put back before the second answer. */
const REPLACED = ['writeHead', 'write', 'end', 'flushHeaders', 'on', 'addListener'] as const;
type Replaced = (typeof REPLACED)[number];

export function fullNotFoundPages(handle: NodeHandler): NodeHandler {
  return (request, response) => {
    if (!isPageRequest(request)) return handle(request, response);
    // Next may rewrite request.url while it answers: the path asked for is read before.
    const asked = request.url ?? '/';
    const { writeHead, write, end, flushHeaders } = response;
    // Next wraps these again while it answers (its compression does): they are never put back while an
    // answer goes out, only before the second answer, to what the response had before the first.
    const ownBefore = new Map<Replaced, unknown>(REPLACED.filter((name) => Object.hasOwn(response, name)).map((name) => [name, response[name]]));
    let state: 'open' | 'pass' | 'shell' = 'open';
    const decide = (status: number, given: Record<string, unknown> = {}) => {
      if (state !== 'open') return state;
      const header = (name: string) => Object.entries(given).find(([key]) => key.toLowerCase() === name)?.[1] ?? response.getHeader(name);
      const shell = status === 404 && header(NOT_FOUND_PAGE_HEADER) === undefined && String(header('content-type') ?? '').startsWith('text/html');
      state = shell ? 'shell' : 'pass';
      return state;
    };
    let answeredAgain = false;
    const answerAgain = () => {
      if (answeredAgain) return;
      answeredAgain = true;
      const target = response as unknown as Record<Replaced, unknown>;
      for (const name of REPLACED) {
        if (ownBefore.has(name)) target[name] = ownBefore.get(name);
        else delete target[name];
      }
      for (const name of response.getHeaderNames()) response.removeHeader(name);
      // The first answer's listeners stay until the response ends: room for the second answer's.
      response.setMaxListeners(response.getMaxListeners() * 2);
      response.statusCode = 200;
      request.url = notFoundRequestPath(asked);
      void handle(request, response);
    };

    response.writeHead = function (this: http.ServerResponse, status: number, ...rest: unknown[]) {
      const given = rest.find((a) => a !== null && typeof a === 'object' && !Array.isArray(a)) as Record<string, unknown> | undefined;
      if (decide(status, given) === 'shell') return this;
      return writeHead.call(this, status, ...(rest as []));
    } as typeof response.writeHead;
    response.flushHeaders = function (this: http.ServerResponse) {
      if (decide(this.statusCode) === 'shell') return;
      flushHeaders.call(this);
    };
    response.write = function (this: http.ServerResponse, ...args: unknown[]) {
      if ((this.headersSent ? state : decide(this.statusCode)) === 'shell') {
        (args.find((a) => typeof a === 'function') as (() => void) | undefined)?.();
        return true;
      }
      return (write as (...a: unknown[]) => boolean).apply(this, args);
    } as typeof response.write;
    response.end = function (this: http.ServerResponse, ...args: unknown[]) {
      if ((this.headersSent ? state : decide(this.statusCode)) === 'shell') {
        // The first answer is done and nothing of it went out: answer again with the full page.
        answerAgain();
        return this;
      }
      return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
    } as typeof response.end;
    return handle(request, response);
  };
}
