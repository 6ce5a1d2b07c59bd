import { instanceSecret, PAGE_CHANGES_SECRET_HEADER } from './instance';
import type { PageChangeScope } from './revalidate';

/** The loopback address that reaches a server listening on `host` (a wildcard listens on loopback too). */
export function ownAddress(host: string, port: number): string {
  const loopback = host === '0.0.0.0' || host === '::' || host === '' ? '127.0.0.1' : host;
  return `http://${loopback.includes(':') ? `[${loopback}]` : loopback}:${port}`;
}

/**
 * Asks this process's own server to mark its listing and broker pages (or its pages of text) stale
 * (app/api/internal/page-changes): revalidating needs a request of Next's, which a database listener or
 * a file watcher is not.
 */
export async function markOwnPagesStale(origin: string, scope: PageChangeScope = 'listings'): Promise<void> {
  const response = await fetch(`${origin}/api/internal/page-changes?scope=${scope}`, {
    method: 'POST',
    headers: { [PAGE_CHANGES_SECRET_HEADER]: instanceSecret() },
    signal: AbortSignal.timeout(10_000),
  });
  if (response.status !== 204) throw new Error(`own server answered ${response.status}`);
}
