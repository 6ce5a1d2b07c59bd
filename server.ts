// The app's HTTP server: `npm start` (demo), `npm run dev` and production (`npm run serve`) all run it.
// It is Next's documented custom-server seam: our own `http.Server` meets every request with the guard
// (lib/http/server-guard.ts: peer stamp, request target, method, body cap, security headers), then hands
// it to Next's request handler when the client's turn comes (lib/http/fair-share.ts), photos
// (/resizedimages/...) excepted, which it answers itself (lib/http/resized-images.ts); a 404 that Next
// answers with its empty error shell is answered with the brand's 404 page (lib/http/full-not-found.ts);
// answers are compressed by lib/http/compressed-answers.ts, cached pages once. Nothing of Node's or Next's internals is patched.
// In production it runs one app process per core on the one port (lib/http/app-processes.ts, WEB_CONCURRENCY).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import next from 'next';
import { appProcessCount, runAsPrimary } from '@/lib/http/app-processes';
import { compressedAnswers } from '@/lib/http/compressed-answers';
import { markGuardedServer } from '@/lib/http/guarded-server';
import { fullNotFoundPages } from '@/lib/http/full-not-found';
import { resizedImages } from '@/lib/http/resized-images';
import { closeOnClientError, fairlyShared, guardedListener } from '@/lib/http/server-guard';
import { databaseUrl, env, envProblems, stopOnEnvProblems } from '@/lib/env';
import { listenForPageChanges } from '@/lib/page-changes/listener';
import { watchContentPages } from '@/lib/page-changes/content-watch';
import { markOwnPagesStale, ownAddress } from '@/lib/page-changes/own-server';

// A bad variable stops the start with one line per problem (every variable: .env.example), not a stack trace.
stopOnEnvProblems('server', envProblems(process.env));
const options = env();
const dev = process.argv.includes('--dev');

if (!runAsPrimary(dev ? 1 : appProcessCount(options.WEB_CONCURRENCY))) await serve();

async function serve(): Promise<void> {
  markGuardedServer();
  const server = http.createServer();
  // Next proxies (instead of rewriting in-process) when its hostname is an explicit loopback address
  // (vercel/next.js#94745): it is told 'localhost' whatever interface the server listens on.
  const app = next({ dev, dir: import.meta.dirname, hostname: 'localhost', port: options.PORT, httpServer: server });
  const handle = app.getRequestHandler();
  await app.prepare();
  // Compression is ours, not Next's (`compress: false`): a cached page is compressed once (lib/http/compressed-answers.ts).
  const listener = guardedListener(fairlyShared(resizedImages(fullNotFoundPages(compressedAnswers(handle)))));
  server.on('request', listener);
  server.on('clientError', closeOnClientError);
  server.listen(options.PORT, options.HOST, () => {
    console.log(`> ${dev ? 'Development' : 'Production'} server on http://${options.HOST}:${options.PORT}`);
  });
  // This process's own loopback door, on a port of its own: with several app processes on the shared
  // port, a request there may reach another process, and marking pages stale is each process's own job.
  const own = http.createServer(listener);
  own.on('clientError', closeOnClientError);
  await new Promise<void>((resolve) => own.listen({ port: 0, host: '127.0.0.1', exclusive: true }, resolve));
  const origin = ownAddress('127.0.0.1', (own.address() as AddressInfo).port);
  // A seller's change made on another instance reaches this one's cached pages (DESIGN §3.1, lib/page-changes).
  const pageChanges = listenForPageChanges({ connectionString: databaseUrl(), onChange: () => markOwnPagesStale(origin) });
  // A brand's page of text changed in place shows on the next visit (docs/content-pages.md).
  const contentPages = watchContentPages(import.meta.dirname, () => markOwnPagesStale(origin, 'content'));

  const shutDown = () => {
    void pageChanges.stop();
    contentPages.stop();
    own.close();
    server.close(() => process.exit(0));
    // Keep-alive connections would hold close() open: give them a moment, then go.
    setTimeout(() => process.exit(0), 3_000).unref();
  };
  process.on('SIGTERM', shutDown);
  process.on('SIGINT', shutDown);
}
