// Runs once when the server starts (also under a plain `next start`): installs the HTTP guard
// (lib/http/server-guard.ts) on Node's server before any request is handled.
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return;
  const { installServerGuard } = await import('./lib/http/server-guard');
  installServerGuard();
}
