'use client';

import { useEffect } from 'react';

/**
 * SPEC §4 render errors: report to the server, then send the user to /error/?eurl={path}
 * (the brand's error route, whose path the layout passes in) unless already there.
 */
export default function RenderError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    const path = window.location.pathname + window.location.search;
    const errorPath = document.documentElement.dataset.errorPath ?? '/error/';
    void fetch('/api/logging/log/', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        message: `${navigator.userAgent}\n${error.name}: ${error.message}${error.digest ? ` (${error.digest})` : ''}\n${error.stack ?? ''}`.slice(0, 8000),
        referringUrl: path,
        logSeverity: 4,
      }),
      keepalive: true,
    }).catch(() => {});
    if (!window.location.pathname.startsWith(errorPath)) {
      window.location.replace(`${errorPath}?eurl=${encodeURIComponent(path)}`);
    }
  }, [error]);
  return null;
}
