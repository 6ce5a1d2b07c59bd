import http from 'node:http';
import type { FetchHtml } from './page-targets';

export interface HttpAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

export interface HttpRequestOptions {
  method?: 'GET' | 'POST';
  /** More request headers (a session cookie, the client's x-forwarded-for, a content type). */
  headers?: http.OutgoingHttpHeaders;
  body?: Buffer | string;
}

/** One request to the app at `origin`, sent with the brand's Host (`host` without a port): status, headers and body. */
export function httpRequest(origin: URL, path: string, host: string, { method = 'GET', headers = {}, body }: HttpRequestOptions = {}): Promise<HttpAnswer> {
  const port = origin.port || 80;
  return new Promise((resolve, reject) => {
    const request = http.request({ hostname: origin.hostname, port, path, method, headers: { ...headers, host: `${host}:${port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** One GET to the app at `origin`, sent with the brand's Host (`host` without a port): status and body. */
export async function httpGet(origin: URL, path: string, host: string, headers: http.OutgoingHttpHeaders = {}): Promise<{ status: number; body: Buffer }> {
  const { status, body } = await httpRequest(origin, path, host, { headers });
  return { status, body };
}

/** httpGet as page-targets' FetchHtml: the body as text. */
export const htmlFrom = (origin: URL): FetchHtml => async (path, host) => {
  const { status, body } = await httpGet(origin, path, host);
  return { status, body: body.toString('utf8') };
};
