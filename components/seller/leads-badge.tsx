'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { fetchUnreadLeadCount, LEADS_CHANGED_EVENT } from '@/lib/seller-leads';

/** Counts above this show as "99+": the pill stays small in the tab bar. */
const SHOWN_MAX = 99;

/**
 * The unread-leads pill on the Leads tab, read in the browser (the page's server render never waits for
 * it) and read again whenever the inbox changes which leads are unread. Nothing shows at 0 or when it
 * cannot be read.
 */
export function LeadsBadge() {
  const t = useTranslations('sellerNav');
  const [unread, setUnread] = useState(0);

  useEffect(() => {
    let asked = 0;
    const read = () => {
      // Only the latest answer counts: an older one arriving late must not bring back a count.
      const mine = ++asked;
      void fetchUnreadLeadCount().then((count) => {
        if (mine === asked) setUnread(count ?? 0);
      });
    };
    read();
    window.addEventListener(LEADS_CHANGED_EVENT, read);
    return () => {
      asked = -1;
      window.removeEventListener(LEADS_CHANGED_EVENT, read);
    };
  }, []);

  if (unread <= 0) return null;
  return (
    <span className="inline-flex min-w-5 items-center justify-center rounded-full bg-accent px-1.5 text-xs font-bold leading-5 text-accent-text" data-testid="leads-badge">
      <span aria-hidden="true">{unread > SHOWN_MAX ? `${SHOWN_MAX}+` : unread}</span>
      <span className="sr-only">{t('unread', { count: unread })}</span>
    </span>
  );
}
