// Runs once when the server starts. The request guard is installed by our own HTTP server (server.ts);
// a production server started any other way (a plain `next start`) would serve without it, so it stops.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { requireGuardedServer } = await import('./lib/http/guarded-server');
  requireGuardedServer();
}
