// The guard (server-guard.ts) runs only when the app is served by server.ts. A plain `next start` would
// serve every page without it, so in production instrumentation.ts refuses to start without this mark.

const MARK = Symbol.for('acrewise.guarded-server');
type Marked = { [MARK]?: true };

/** Called by server.ts before Next starts in the same process. */
export function markGuardedServer(): void {
  (globalThis as Marked)[MARK] = true;
}

export function servedByGuardedServer(): boolean {
  return (globalThis as Marked)[MARK] === true;
}

/** In production, stops a server that was not started by server.ts (instrumentation.ts). */
export function requireGuardedServer(): void {
  if (process.env.NODE_ENV !== 'production' || servedByGuardedServer()) return;
  console.error('Refusing to serve without the request guard: start the app with `npm run serve` (server.ts), not `next start`.');
  process.exit(1);
}
