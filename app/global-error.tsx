'use client';

import { useEffect } from 'react';
import { reportRenderError } from '@/lib/logging/render-error-report';

// The root layout itself failed: no brand, fonts or messages to lean on, so plain markup with the
// SPEC §2.7 text. It reports but does not redirect: the error page shares the failing root layout.
export default function GlobalError({ error }: { error: Error & { digest?: string } }) {
  useEffect(() => {
    reportRenderError({ error, userAgent: navigator.userAgent }, window.location.pathname + window.location.search);
  }, [error]);
  return (
    <html lang="en">
      <body style={{ fontFamily: 'system-ui, sans-serif', textAlign: 'center', padding: '4rem 1rem' }}>
        <title>Error</title>
        <h1>An error has occurred, website engineers have been notified</h1>
        <p>
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full reload is the point after a root failure */}
          <a href="/">Back to the home page</a>
        </p>
      </body>
    </html>
  );
}
