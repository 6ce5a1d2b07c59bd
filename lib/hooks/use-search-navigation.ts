'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useTransition } from 'react';

/**
 * Client navigation to another search URL (filters, sort, map moves): the router fetches the new page
 * while the current one stays, without scrolling, and `pending` says a search is loading.
 */
export function useSearchNavigation(): { go: (href: string) => void; pending: boolean } {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const go = useCallback(
    (href: string) => {
      if (href === window.location.pathname + window.location.search) return;
      startTransition(() => router.push(href, { scroll: false }));
    },
    [router],
  );
  return { go, pending };
}
