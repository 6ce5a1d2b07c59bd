import type http from 'node:http';
import zlib from 'node:zlib';
import compression from 'compression';
import { LRUCache } from 'lru-cache';
import { clientHolds, contentTag } from './answer-tags';
import type { NodeHandler } from './node-handler';

// The app's one compression (Next's own is off: `compress: false` in next.config.ts; docs/performance.md
// "Cached pages"), and the ETags of the pages Next writes whole (Next's are off too: `generateEtags: false`).
// Two ways, by how an answer is written:
// - Written whole (a page or its RSC data from Next's cache, or just rendered; status 200, a text type,
//   cacheable): tagged with an ETag once per distinct body (the last body per URL is kept and compared,
//   lib/http/answer-tags.ts), answered 304 when the client holds that tag, else compressed once, and
//   the compressed bytes kept per URL, ETag and encoding (LRU, `KEPT_BYTES` per process). The next
//   visitor of a cached page gets those bytes: no hashing, no compression, a fifth of the bytes to write.
// - Anything else (streamed pages, files, route handlers' JSON): the `compression` middleware, per request.
// Both choose Brotli when the client takes it, else gzip, at the middleware's levels (Brotli 4, gzip 6).

type Encoding = 'br' | 'gzip';

/** Compressed answers kept per process. */
export const KEPT_BYTES = 32 * 1024 * 1024;
/** The last body per URL kept to compare the next one with (two bytes per character counted). */
export const KEPT_BODY_BYTES = 32 * 1024 * 1024;
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

/**
 * An answer's body as end() was given it. Next ends a cached page with its HTML as a string: it becomes
 * bytes only when it is compressed, so the next visitors' answers skip the conversion and go out from
 * the kept bytes.
 */
interface WholeBody {
  value: string | Uint8Array;
  /** Too small to be worth compressing (measured in characters for a string: never more than its bytes). */
  small: boolean;
  bytes: () => Buffer;
}

function wholeBody(chunk: string | Uint8Array, encoding: unknown): WholeBody {
  if (typeof chunk === 'string') {
    return { value: chunk, small: chunk.length < MIN_COMPRESSED_BYTES, bytes: () => Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8') };
  }
  return { value: chunk, small: chunk.byteLength < MIN_COMPRESSED_BYTES, bytes: () => Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength) };
}

/** A page Next wrote whole that may be tagged, kept and compressed once: a cacheable 200 of a text type. */
function isWholePage(response: http.ServerResponse): boolean {
  if (response.statusCode !== 200 || response.hasHeader('content-encoding')) return false;
  if (!WHOLE_TYPES.test(String(response.getHeader('content-type') ?? ''))) return false;
  return !/no-transform|no-store|private/i.test(String(response.getHeader('cache-control') ?? ''));
}

interface Tagged {
  body: string | Uint8Array;
  etag: string;
}

interface Kept {
  /** The last body answered per URL, with its ETag. */
  tagged: LRUCache<string, Tagged>;
  /** Compressed bytes per URL, ETag and encoding. */
  compressed: LRUCache<string, Buffer>;
}

function sameBody(a: string | Uint8Array, b: string | Uint8Array): boolean {
  if (typeof a === 'string' || typeof b === 'string') return a === b;
  return Buffer.compare(a, b) === 0;
}

/** The body's ETag: the kept one when the URL's last body was the same, else a new one (and kept). */
function tagOf(key: string, body: WholeBody, kept: Kept): string {
  const known = kept.tagged.get(key);
  if (known && sameBody(known.body, body.value)) return known.etag;
  const etag = contentTag(body.value);
  // An exact-size copy of bytes (a small Buffer copy would share, and hold, an 8 KB pool block).
  kept.tagged.set(key, { body: typeof body.value === 'string' ? body.value : new Uint8Array(body.value), etag });
  return etag;
}

function compressedOnce(key: string, etag: string, body: WholeBody, encoding: Encoding, kept: Kept): Buffer {
  const id = `${key}\n${etag}\n${encoding}`;
  let bytes = kept.compressed.get(id);
  if (!bytes) {
    bytes = compress(body.bytes(), encoding);
    kept.compressed.set(id, bytes);
  }
  return bytes;
}

/** The handler with compression: whole pages tagged, and compressed once and kept; the rest by the middleware. */
export function compressedAnswers(handle: NodeHandler, keptBytes: number = KEPT_BYTES): NodeHandler {
  const streaming = compression();
  const kept: Kept = {
    // Keys count too: host and URL are the client's to choose (any query string is a URL of its own).
    tagged: new LRUCache<string, Tagged>({ maxSize: KEPT_BODY_BYTES, sizeCalculation: ({ body }, key) => (typeof body === 'string' ? body.length : body.byteLength) * 2 + key.length * 2 }),
    compressed: new LRUCache<string, Buffer>({ maxSize: keptBytes, sizeCalculation: (bytes, key) => bytes.length + key.length * 2 }),
  };
  return (request, response) => {
    streaming(request as Parameters<typeof streaming>[0], response as Parameters<typeof streaming>[1], () => {
      if (request.method === 'GET') keepWhole(request, response, acceptedEncoding(request.headers['accept-encoding']), kept);
      void handle(request, response);
    });
  };
}

/**
 * Wraps the response's write and end (over the middleware's own): a page that arrives as one end() with
 * its whole body, before any write, gets its ETag here, a 304 when the client holds it, else its kept
 * compressed bytes; any other answer goes on to the middleware.
 */
function keepWhole(request: http.IncomingMessage, response: http.ServerResponse, encoding: Encoding | null, kept: Kept): void {
  const { write, end } = response;
  let streamed = false;
  const key = `${request.headers.host ?? ''}${request.url ?? ''}`;
  response.write = function keptWrite(this: http.ServerResponse, ...args: unknown[]) {
    streamed = true;
    return (write as (...a: unknown[]) => boolean).apply(this, args);
  } as typeof response.write;
  response.end = function keptEnd(this: http.ServerResponse, ...args: unknown[]) {
    const [chunk, second] = args;
    if (!streamed && !this.headersSent && (typeof chunk === 'string' || chunk instanceof Uint8Array) && isWholePage(this)) {
      const body = wholeBody(chunk, second);
      const etag = tagOf(key, body, kept);
      this.setHeader('etag', etag);
      const callback = args.find((arg): arg is () => void => typeof arg === 'function');
      if (clientHolds(request.headers, etag)) {
        // No body; the same Vary the 200 carries (RFC 9110 15.4.5), which the middleware adds only to
        // answers with a type.
        this.statusCode = 304;
        this.removeHeader('content-length');
        this.removeHeader('content-type');
        appendVary(this, 'Accept-Encoding');
        return (end as (...a: unknown[]) => http.ServerResponse).call(this, null, callback);
      }
      if (encoding && !body.small) {
        const compressed = compressedOnce(key, etag, body, encoding, kept);
        this.setHeader('content-encoding', encoding);
        this.setHeader('content-length', compressed.length);
        appendVary(this, 'Accept-Encoding');
        return (end as (...a: unknown[]) => http.ServerResponse).call(this, compressed, callback);
      }
    }
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args);
  } as typeof response.end;
}
