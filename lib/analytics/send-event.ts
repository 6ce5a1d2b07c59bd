// Browser-safe: no database or zod imports; this module ships to the client.

/**
 * Posts one event to a logging endpoint, fire-and-forget (SPEC §7: no response read): the event must
 * never break the page, and `keepalive` lets it finish when the click leaves the page (the broker's
 * website, a tel: link). The page's address goes along as the referring URL unless the event names one.
 */
export function sendEvent<E extends { referringUrl?: string | null }>(endpoint: string, event: E): void {
  const body: E = { referringUrl: window.location.href, ...event };
  void fetch(endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
    keepalive: true,
  }).catch(() => undefined);
}
