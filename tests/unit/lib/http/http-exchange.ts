import http from 'node:http';

export interface Exchange {
  status: number;
  headers: http.IncomingHttpHeaders;
  /** Names and values as sent, repeats kept (Node folds or drops repeats in `headers`). */
  rawHeaders: string[];
  body: string;
}

export interface ExchangeRequest {
  method?: string;
  path?: string;
  headers?: http.OutgoingHttpHeaders;
}

/** One request over node:http (fetch cannot send TRACE), on its own connection. */
export function exchange(port: number, { method = 'GET', path = '/', headers = {} }: ExchangeRequest = {}): Promise<Exchange> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path, headers, agent: false }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, rawHeaders: response.rawHeaders, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end();
  });
}

export function listen(server: http.Server, port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
  });
}

export function close(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
}
