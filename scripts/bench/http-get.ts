import http from 'node:http';
import type { FetchHtml } from './page-targets';

/** One GET to the app at `origin`, sent with the brand's Host (`host` without a port): status and body. */
export function httpGet(origin: URL, path: string, host: string): Promise<{ status: number; body: Buffer }> {
  const port = origin.port || 80;
  return new Promise((resolve, reject) => {
    const request = http.get({ hostname: origin.hostname, port, path, headers: { host: `${host}:${port}` } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    request.on('error', reject);
  });
}

/** httpGet as page-targets' FetchHtml: the body as text. */
export const htmlFrom = (origin: URL): FetchHtml => async (path, host) => {
  const { status, body } = await httpGet(origin, path, host);
  return { status, body: body.toString('utf8') };
};
