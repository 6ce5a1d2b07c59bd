import http from 'node:http';

export interface RawResponse {
  status: number;
  body: string;
}

/**
 * A GET with any Host header and an unnormalized path (browsers and fetch would clean both up).
 * Header limit as large as a browser's: Next answers a long path with repeated slashes by a 308
 * whose Location and Refresh headers both repeat the path, beyond Node's 16 KiB default.
 */
export function rawGet(port: number, path: string, host: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host }, timeout: 30_000, maxHeaderSize: 256 * 1024 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }));
    });
    request.on('timeout', () => request.destroy(new Error(`timeout: ${path}`)));
    request.on('error', reject);
    request.end();
  });
}
