import http from 'node:http';
import type { Duplex } from 'node:stream';
import { env, isDemoMode } from '@/lib/env';
import { requestBodyCap, uploadBodyCaps, type PathBodyCap } from './body-cap';
import { clientAddress, configuredTrustedProxies } from './client-address';
import { FairShare, fairShareHandler } from './fair-share';
import { normalizeIp } from './ip-address';
import { PEER_HEADER, peerStamp } from './peer-stamp';
import { originFormTarget } from './request-path';
import type { NodeHandler } from './node-handler';
import {
  cacheStateHeaders, deploymentPdfPolicy, deploymentSecurityHeaders, internalResponseHeaders, responseMaySet, rscOnlyCacheStateHeaders,
  rscOnlyResponseHeaders, type HeaderList,
} from './security-headers';

// The first code every request meets: the app's own HTTP server (server.ts) calls it before it hands a
// request to Next's request handler, the documented seam for this. It does only what nothing later can do:
// - stamps the TCP peer's address (Next passes it to no route handler; lib/http/peer-stamp.ts);
// - refuses methods the web Request type cannot even represent (TRACE, TRACK), which make Next throw;
// - refuses a declared body larger than the route accepts, before a byte of it is read (the deployment's
//   cap, or the uploads' on the upload paths: body-cap.ts);
// - drops Range headers: Next's static file server answers a malformed or unsatisfiable range with a 500
//   (vercel/next.js#40066), and nothing we serve is large enough to need partial content;
// - reads the request target as origin-form: absolute-form names its host, a path no decoder accepts is
//   escaped, and asterisk-form or garbage is a 400 (Next would answer 500s or redirect off-site);
// - sets the security headers on every response Next writes (pages, API, files, errors), with the PDF
//   policy on PDF answers, and removes headers that show internal rewrite paths.

export interface GuardOptions {
  headers: HeaderList;
  /** The Content-Security-Policy of answers with content type application/pdf (`deploymentPdfPolicy`). */
  pdfPolicy?: string;
  maxBodyBytes: number;
  /** Paths whose routes read larger bodies than `maxBodyBytes`, with the cap each may declare (`uploadBodyCaps`). */
  pathBodyCaps?: readonly PathBodyCap[];
  /** Production: Next's cache state headers are not shown (`cacheStateHeaders`). */
  hideCacheState?: boolean;
}

const FORBIDDEN_METHODS = new Set(['TRACE', 'TRACK', 'CONNECT']);

/** Response headers this request must not see: internal ones always, the rewritten path unless it is an RSC request. */
function hiddenHeaders(request: http.IncomingMessage, options: GuardOptions): readonly string[] {
  const rsc = request.headers.rsc === '1';
  return [
    ...internalResponseHeaders,
    ...(rsc ? [] : rscOnlyResponseHeaders),
    ...(options.hideCacheState ? [...cacheStateHeaders, ...(rsc ? [] : rscOnlyCacheStateHeaders)] : []),
  ];
}

/** The content type the response goes out with: from writeHead's own headers when it has them, else the ones set. */
function contentTypeOf(response: http.ServerResponse, headersArg: object | undefined): string {
  const given = headersArg && Object.entries(headersArg).find(([name]) => name.toLowerCase() === 'content-type')?.[1];
  return String(given ?? response.getHeader('content-type') ?? '').toLowerCase();
}

/**
 * Headers that carry one value. Next 16 replays a cached redirect with each of these appended twice
 * (vercel/next.js#82117): `Location: /a` twice, which proxies and crawlers join into "/a, /a".
 */
const SINGLE_VALUE_HEADERS = ['location', 'x-nextjs-stale-time'] as const;

/** Sends a repeated single-value header once when every copy is the same (different values are left alone). */
function collapseRepeats(response: http.ServerResponse): void {
  for (const name of SINGLE_VALUE_HEADERS) {
    const value = response.getHeader(name);
    if (Array.isArray(value) && value.length > 1 && value.every((v) => v === value[0])) response.setHeader(name, value[0] as string);
  }
}

function finalizeHeaders(request: http.IncomingMessage, response: http.ServerResponse, options: GuardOptions, headersArg: object | undefined): void {
  collapseRepeats(response);
  const given = (name: string) => response.hasHeader(name) || (!!headersArg && Object.keys(headersArg).some((key) => key.toLowerCase() === name));
  for (const [name, value] of options.headers) {
    if (responseMaySet.includes(name) && given(name)) continue;
    response.setHeader(name, value);
  }
  if (options.pdfPolicy && contentTypeOf(response, headersArg).startsWith('application/pdf')) response.setHeader('content-security-policy', options.pdfPolicy);
  for (const name of hiddenHeaders(request, options)) response.removeHeader(name);
}

function refuse(response: http.ServerResponse, status: 400 | 405 | 413, message: string, extra: Record<string, string>): void {
  response.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', connection: 'close', ...extra });
  response.end(message);
}

/** Applies the guard to one request; true when it answered the request itself. */
export function guardRequest(request: http.IncomingMessage, response: http.ServerResponse, options: GuardOptions): boolean {
  request.headers[PEER_HEADER] = peerStamp(request.socket.remoteAddress ?? '');
  const writeHead = response.writeHead;
  // Every write path (writeHead, implicit headers on write/end) goes through writeHead.
  response.writeHead = function (this: http.ServerResponse, ...args: Parameters<typeof writeHead>) {
    const headersArg = args.find((a, i) => i > 0 && a !== null && typeof a === 'object' && !Array.isArray(a));
    finalizeHeaders(request, this, options, headersArg && typeof headersArg === 'object' ? headersArg : undefined);
    if (headersArg && typeof headersArg === 'object') {
      for (const name of Object.keys(headersArg)) {
        if (hiddenHeaders(request, options).includes(name.toLowerCase())) delete (headersArg as Record<string, unknown>)[name];
      }
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;

  const target = originFormTarget(request.url ?? '');
  if (!target.ok) {
    refuse(response, 400, 'Bad request target', {});
    return true;
  }
  request.url = target.path;
  delete request.headers.range;
  delete request.headers['if-range'];
  if (target.host !== undefined) request.headers.host = target.host;
  const method = (request.method ?? 'GET').toUpperCase();
  if (FORBIDDEN_METHODS.has(method)) {
    refuse(response, 405, `${method} is not supported`, { allow: 'GET, HEAD' });
    return true;
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (Number.isFinite(declared) && declared > requestBodyCap(target.path, options.maxBodyBytes, options.pathBodyCaps ?? [])) {
    refuse(response, 413, 'Request body too large', {});
    request.resume();
    return true;
  }
  return false;
}

/** The guard as the deployment configures it: its security headers, PDF policy and body caps. */
export function deploymentGuardOptions(): GuardOptions {
  return {
    headers: deploymentSecurityHeaders(), pdfPolicy: deploymentPdfPolicy(), maxBodyBytes: env().MAX_REQUEST_BODY_BYTES, pathBodyCaps: uploadBodyCaps,
    hideCacheState: !isDemoMode(),
  };
}

/** The client of a request as the rate limits see it: the TCP peer, or the forwarded address under TRUSTED_PROXIES. */
export function requestClient(request: http.IncomingMessage): string {
  const forwarded = request.headers['x-forwarded-for'];
  const facts = { peer: normalizeIp(request.socket.remoteAddress), forwardedFor: Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? null), forwardedProto: null };
  return clientAddress(facts, configuredTrustedProxies()) ?? 'unknown';
}

/** `handle` behind the deployment's fair share (REQUESTS_* in .env.example). */
export function fairlyShared(handle: NodeHandler): NodeHandler {
  const e = env();
  const share = new FairShare({ perClient: e.REQUESTS_PER_CLIENT, patienceMs: e.REQUEST_PATIENCE_MS, total: e.REQUESTS_AT_ONCE, waitingPerClient: e.REQUESTS_WAITING_PER_CLIENT, waitingTotal: e.REQUESTS_WAITING });
  return fairShareHandler(handle, share, requestClient);
}

/** The response each connection is writing, so a parse error on the same connection waits for it. */
const answering = new WeakMap<object, http.ServerResponse>();

/** A request listener that meets every request with the guard first, then hands it to `next`. */
export function guardedListener(next: NodeHandler, options: GuardOptions = deploymentGuardOptions()): http.RequestListener {
  return (request, response) => {
    const socket = request.socket;
    answering.set(socket, response);
    response.once('finish', () => {
      if (answering.get(socket) === response) answering.delete(socket);
    });
    if (!guardRequest(request, response, options)) void next(request, response);
  };
}

const clientErrorStatus = (error: NodeJS.ErrnoException) =>
  error.code === 'HPE_HEADER_OVERFLOW' ? '431 Request Header Fields Too Large' : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? '408 Request Timeout' : '400 Bad Request';

/**
 * What the server does with bytes it cannot parse as a request. Node's default destroys the connection
 * at once, even while the request before them on that connection is still being answered: a body
 * longer than its Content-Length left that request without an answer and its body read aborted (an
 * uncaught 'aborted'). Here the answer in progress is finished first; then the connection closes. With
 * no answer in progress, the client gets the status and the connection closes.
 */
export function closeOnClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  const inProgress = answering.get(socket);
  if (inProgress && !inProgress.writableFinished) {
    inProgress.once('finish', () => socket.end());
    inProgress.once('close', () => socket.destroy());
    return;
  }
  if (socket.writable) socket.end(`HTTP/1.1 ${clientErrorStatus(error)}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  else socket.destroy();
}
