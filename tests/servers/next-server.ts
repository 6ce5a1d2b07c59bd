import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import path from 'node:path';
import { freePort } from '@/lib/net/free-port';

export interface NextServer {
  port: number;
  stop(): void;
}

/**
 * A real production server of the build `npm test` made (NEXT_DIST_DIR), on a free port, with exactly
 * the given environment on top of PATH and the build location: nothing else of the test process leaks
 * in. One app process unless `env` sets WEB_CONCURRENCY (app-processes.test.ts runs several). `npm run serve` (server.ts, the guard before Next's handler) unless `plainNextStart` asks for
 * `next start` itself, which production must refuse.
 */
export async function startNextServer(env: Record<string, string>, { plainNextStart = false } = {}): Promise<NextServer> {
  const port = await freePort();
  const bin = (name: string) => path.join(process.cwd(), 'node_modules', '.bin', name);
  const base: NodeJS.ProcessEnv = { PATH: process.env.PATH ?? '', NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production', WEB_CONCURRENCY: '1' };
  if (process.env.NEXT_DIST_DIR) base.NEXT_DIST_DIR = process.env.NEXT_DIST_DIR;
  const [command, args] = plainNextStart ? [bin('next'), ['start', '-p', String(port), '-H', '0.0.0.0']] : [bin('tsx'), ['server.ts']];
  const child: ChildProcess = spawn(command, args, { env: { ...base, PORT: String(port), ...env }, stdio: 'ignore' });
  for (let i = 0; i < 240; i++) {
    if (child.exitCode !== null) throw new Error(`the server on ${port} exited with ${child.exitCode}`);
    // Any answer means it listens (in production mode an unknown Host is a redirect, not a page).
    const up = await fetch(`http://127.0.0.1:${port}/robots.txt`, { redirect: 'manual' }).then(() => true, () => false);
    if (up) return { port, stop: () => child.kill('SIGTERM') };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGTERM');
  throw new Error(`the server on ${port} did not start`);
}

export interface ServerAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/** One request with exactly this Host header (fetch would replace it with the URL's host), from loopback address `from`. */
export function requestServer(
  port: number,
  path: string,
  { host, method = 'GET', headers = {}, body, from }: { host: string; method?: string; headers?: Record<string, string>; body?: string; from?: string },
): Promise<ServerAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = http.request({ host: '127.0.0.1', port, path, method, headers: { ...headers, host }, setHost: false, agent: false, localAddress: from }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(body);
  });
}
