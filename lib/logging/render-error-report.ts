import { LOGGING_ENDPOINT } from './endpoint';
import { MAX_LOG_MESSAGE, MAX_REFERRING_URL } from './limits';
import { ERROR_SEVERITY } from './severity';

// Browser-safe: no database imports here, this module ships to the client.

export { LOGGING_ENDPOINT };

export interface RenderErrorDetails {
  error: unknown;
  userAgent: string;
  /** React's component stack when the boundary has one; Next's error files do not receive it. */
  componentStack?: string | null;
}

/** SPEC §7 client error report: user agent, the error and the component stack, as one text. */
export function renderErrorMessage({ error, userAgent, componentStack }: RenderErrorDetails): string {
  const err = error instanceof Error ? error : new Error(String(error));
  // Server component errors reach the browser with a digest that matches the server's own log line.
  const digest = 'digest' in err && typeof err.digest === 'string' ? ` (digest ${err.digest})` : '';
  return [
    `User agent: ${userAgent}`,
    `Error: ${err.name}: ${err.message}${digest}`,
    `Component stack: ${componentStack?.trim() || 'not available'}`,
    `Stack: ${err.stack ?? 'not available'}`,
  ]
    .join('\n')
    .slice(0, MAX_LOG_MESSAGE);
}

/** Fire-and-forget: a failing report must never become a second error (SPEC §7: no response read). */
export function reportRenderError(details: RenderErrorDetails, referringUrl: string): void {
  void fetch(LOGGING_ENDPOINT, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      message: renderErrorMessage(details),
      referringUrl: referringUrl.slice(0, MAX_REFERRING_URL),
      logSeverity: ERROR_SEVERITY,
    }),
    keepalive: true,
  }).catch(() => undefined);
}
