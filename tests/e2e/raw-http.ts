import http from 'node:http';

export interface RawResponse {
  status: number;
  body: string;
  headers: http.IncomingHttpHeaders;
}

/** No complete answer within the time limit: the server hangs or is too slow. */
export class RawTimeoutError extends Error {
  override name = 'RawTimeoutError';
}

export interface RawRequest {
  method: string;
  /** Sent as written: browsers and fetch would normalise it. */
  path: string;
  /** The Host header as written; null sends none. */
  host: string | null;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * One HTTP/1.1 exchange on a fresh connection with any Host header, method and
 * path (browsers and fetch would clean them up). Rejects when no complete answer arrives within
 * `timeoutMs`. Header limit as large as a browser's: Next answers a long path with repeated
 * slashes by a 308 whose Location and Refresh headers both repeat the path, beyond Node's 16 KiB default.
 */
/** Where to connect; the Host header is the request's own. */
export interface RawTarget {
  hostname: string;
  port: number;
}

export function rawRequest(target: RawTarget, request: RawRequest, timeoutMs = 30_000): Promise<RawResponse> {
  const headers: Record<string, string> = { ...request.headers };
  if (request.host !== null) headers.host = request.host;
  const framing = Object.keys(headers).some((h) => ['content-length', 'transfer-encoding'].includes(h.toLowerCase()));
  if (request.body !== undefined && !framing) {
    headers['content-length'] = String(Buffer.byteLength(request.body));
  }
  return new Promise((resolve, reject) => {
    let answered = false;
    const outgoing = http.request(
      { host: target.hostname, port: target.port, path: request.path, method: request.method, headers, setHost: false, agent: false, maxHeaderSize: 256 * 1024 },
      (response) => {
        answered = true;
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => finish(null, { status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8'), headers: response.headers }));
        response.on('error', (error) => finish(error));
        response.on('close', () => finish(new Error(`connection closed before the end of a ${response.statusCode} answer`)));
      },
    );
    let done = false;
    const finish = (error: Error | null, response?: RawResponse) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      if (response) resolve(response);
      else reject(error);
    };
    const timer = setTimeout(() => {
      finish(new RawTimeoutError(`no complete answer within ${timeoutMs} ms`));
      outgoing.destroy();
    }, timeoutMs);
    outgoing.on('error', (error) => {
      // A server may answer (413, 400) and close before it has read the whole body: the answer counts.
      if (!answered) finish(error);
    });
    outgoing.end(request.body);
  });
}

export function rawGet(port: number, path: string, host: string): Promise<RawResponse> {
  return rawRequest({ hostname: '127.0.0.1', port }, { method: 'GET', path, host });
}
