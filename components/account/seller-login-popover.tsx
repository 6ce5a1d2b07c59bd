'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId } from 'react';

export interface SellerLinks {
  /** The property control center (SPEC §6 "Manage Listings": the lands connector). */
  manage: string;
  /** Null while the add-listing page is not built. */
  addListing: string | null;
}

interface SellerLoginPopoverProps {
  name: string;
  links: SellerLinks;
  /** SPEC §9: 5 s on mobile, 10 s otherwise. */
  hideAfterMs: number;
  onClose: () => void;
}

/**
 * SPEC §4 login popover for a seller who logged in by a mailed link: a small panel under the header (not
 * a modal: nothing else is blocked and focus stays where it is) that hides by itself.
 */
export function SellerLoginPopover({ name, links, hideAfterMs, onClose }: SellerLoginPopoverProps) {
  const t = useTranslations('accountUi.sellerPopover');
  const titleId = useId();
  useEffect(() => {
    const timer = window.setTimeout(onClose, hideAfterMs);
    return () => window.clearTimeout(timer);
  }, [hideAfterMs, onClose]);
  return (
    <section role="status" aria-labelledby={titleId}
      className="fixed inset-x-4 top-20 z-40 rounded-lg border border-line bg-white p-4 text-ink shadow-xl sm:left-auto sm:w-80">
      <div className="flex items-start justify-between gap-3">
        <h2 id={titleId} className="font-semibold">{t('title', { name })}</h2>
        <button type="button" onClick={onClose} aria-label={t('close')} className="-m-2 rounded p-2 text-muted hover:text-ink focus-visible:outline-2 focus-visible:outline-primary">
          <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2"><path d="M5 5l10 10M15 5L5 15" /></svg>
        </button>
      </div>
      <p className="mt-1 text-sm text-muted">{t('text')}</p>
      <p className="mt-3 flex flex-wrap gap-2 text-sm">
        <a href={links.manage} className="rounded bg-primary px-3 py-1.5 font-semibold text-primary-text hover:opacity-90">{t('manage')}</a>
        {links.addListing && <a href={links.addListing} className="rounded border border-primary px-3 py-1.5 font-semibold text-primary hover:bg-surface">{t('add')}</a>}
      </p>
    </section>
  );
}
