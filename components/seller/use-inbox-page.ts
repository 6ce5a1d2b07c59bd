import { useCallback, useEffect, useState } from 'react';
import { fetchInboxPage, type InboxPage, type InboxQuery } from '@/lib/seller-leads';

export type InboxView =
  | { state: 'loading'; page: InboxPage | null }
  | { state: 'failed' }
  | { state: 'ready'; page: InboxPage };

export const firstInboxQuery: InboxQuery = { status: 'all', page: 1 };

/**
 * One page of the inbox for `query`: while the next page loads the last one stays on screen (marked
 * busy), so the filters keep their place; a failed load offers a retry.
 */
export function useInboxPage() {
  const [query, setQuery] = useState<InboxQuery>(firstInboxQuery);
  const [attempt, setAttempt] = useState(0);
  const [view, setView] = useState<InboxView>({ state: 'loading', page: null });

  useEffect(() => {
    let current = true;
    void fetchInboxPage(query).then((page) => {
      if (current) setView(page ? { state: 'ready', page } : { state: 'failed' });
    });
    return () => {
      current = false;
    };
  }, [query, attempt]);

  const loading = () => setView((last) => ({ state: 'loading', page: 'page' in last ? last.page : null }));
  const show = (next: InboxQuery) => {
    loading();
    setQuery(next);
  };
  const retry = () => {
    loading();
    setAttempt((n) => n + 1);
  };
  /** Applies a change the server took to the page on screen. */
  const change = useCallback((update: (page: InboxPage) => InboxPage) => {
    setView((last) => (last.state === 'ready' ? { state: 'ready', page: update(last.page) } : last));
  }, []);
  return { query, view, show, retry, change };
}
