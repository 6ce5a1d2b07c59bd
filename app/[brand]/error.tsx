'use client';

import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { reportRenderError } from '@/lib/logging/render-error-report';
import { renderErrorRedirect } from '@/lib/navigation';

// Fallback when the root layout did not publish the brand's error path (it always should).
const DEFAULT_ERROR_PATH = '/error/';

/**
 * SPEC §4 render errors: report to the logging endpoint, then replace the location with the brand's
 * error route (`data-error-path` on <html>, built by the dialect in the root layout) and `?eurl=`.
 */
export default function RenderError({ error }: { error: Error & { digest?: string } }) {
  const t = useTranslations('errors');
  useEffect(() => {
    const { pathname, search } = window.location;
    reportRenderError({ error, userAgent: navigator.userAgent }, pathname + search);
    const target = renderErrorRedirect(document.documentElement.dataset.errorPath ?? DEFAULT_ERROR_PATH, { pathname, search });
    // Already on the error page: stay and show the text below instead of looping.
    if (target) window.location.replace(target);
  }, [error]);
  return (
    <p role="alert" className="mx-auto max-w-2xl px-4 py-20 text-center text-xl font-semibold">
      {t('serverError')}
    </p>
  );
}
