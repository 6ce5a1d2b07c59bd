import type http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { LRUCache } from 'lru-cache';

// The app's one compression (Next's own is off: `compress: false` in next.config.ts; docs/performance.md
// "Cached pages"). Two ways, by how an answer is written:
// - Written whole with an ETag (a page or its RSC data from Next's cache, or just rendered): compressed
//   once, and the compressed bytes kept per URL, ETag and encoding (LRU, `KEPT_BYTES` per process). The
//   next visitor of a cached page gets those bytes: no compression work, and a fifth of the bytes to write.
// - Anything else (streamed pages, files, route handlers' JSON): the `compression` middleware, per request.
// Both choose Brotli when the client takes it, else gzip, at the middleware's levels (Brotli 4, gzip 6).

type Handler = (request: http.IncomingMessage, response: http.ServerResponse) => unknown;
type Encoding = 'br' | 'gzip';

/** Compressed answers kept per process. */
export const KEPT_BYTES = 32 * 1024 * 1024;
/** Smaller answers go out as they are (the middleware's own threshold). */
export const MIN_COMPRESSED_BYTES = 1024;

/** Types worth compressing that Next writes whole: HTML, RSC data, JSON, XML, text, CSS, scripts, SVG. */
const WHOLE_TYPES = /^(text\/(html|x-component|plain|css|xml|javascript)|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)\b/;

/** The encoding a request takes, Brotli first; null for neither (or q=0). */
export function acceptedEncoding(header: string | string[] | undefined): Encoding | null {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    if (!q || Number(q.slice(2)) > 0) accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

function compress(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br'
    ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
    : zlib.gzipSync(body);
}

function appendVary(response: http.ServerResponse, name: string): void {
  const given = response.getHeader('vary');
  const list = (Array.isArray(given) ? given.join(',') : String(given ?? '')).split(',').map((part) => part.trim()).filter(Boolean);
  if (!list.some((part) => part === '*' || part.toLowerCase() === name.toLowerCase())) response.setHeader('vary', [...list, name].join(', '));
}

/** The compressed bytes of an answer written whole, when it qualifies; null to let it go out as it is. */
function wholeAnswer(response: http.ServerResponse, body: Buffer, encoding: Encoding, key: string, kept: LRUCache<string, Buffer>): Buffer | null {
  const etag = response.getHeader('etag');
  if (response.statusCode !== 200 || typeof etag !== 'string' || body.length < MIN_COMPRESSED_BYTES) return null;
  if (response.hasHeader('content-encoding') || !WHOLE_TYPES.test(String(response.getHeader('content-type') ?? ''))) return null;
  if (String(response.getHeader('cache-control') ?? '').includes('no-transform')) return null;
  const id = `${key}\n${etag}\n${body.length}\n${encoding}`;
  let compressed = kept.get(id);
  if (!compressed) {
    compressed = compress(body, encoding);
    kept.set(id, compressed);
  }
  return compressed;
}

/** The handler with compression: whole answers compressed once and kept, the rest by the middleware. */
export function compressedAnswers(handle: Handler, keptBytes: number = KEPT_BYTES): Handler {
  const streaming = compression();
  const kept = new LRUCache<string, Buffer>({ maxSize: keptBytes, sizeCalculation: (bytes) => bytes.length });
  return (request, response) => {
    streaming(request as Parameters<typeof streaming>[0], response as Parameters<typeof streaming>[1], () => {
      const encoding = request.method === 'GET' ? acceptedEncoding(request.headers['accept-encoding']) : null;
      if (encoding) keepWhole(request, response, encoding, kept);
      void handle(request, response);
    });
  };
}

/**
 * Wraps the response's write and end (over the middleware's own): an answer that arrives as one end()
 * with its whole body, before any write, may go out from the kept bytes; any other goes on to the middleware.
 */
function keepWhole(request: http.IncomingMessage, response: http.ServerResponse, encoding: Encoding, kept: LRUCache<string, Buffer>): void {
  const { write, end } = response;
  let streamed = false;
  const key = `${request.headers.host ?? ''}${request.url ?? ''}`;
  response.write = function keptWrite(this: http.ServerResponse, ...args: unknown[]) {
    streamed = true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof response.write;
  response.end = function keptEnd(this: http.ServerResponse, ...args: unknown[]) {
    const [chunk, second] = args;
    if (!streamed && !this.headersSent && (typeof chunk === 'string' || chunk instanceof Uint8Array)) {
      const body = typeof chunk === 'string' ? Buffer.from(chunk, typeof second === 'string' ? (second as BufferEncoding) : 'utf8') : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      const compressed = wholeAnswer(this, body, encoding, key, kept);
      if (compressed) {
        this.setHeader('content-encoding', encoding);
        this.setHeader('content-length', compressed.length);
        appendVary(this, 'Accept-Encoding');
        const callback = args.find((arg): arg is () => void => typeof arg === 'function');
        return (end as (...a: unknown[]) => http.ServerResponse).call(this, compressed, callback);
      }
    }
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof response.end;
}
