'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { LikeButton } from '@/components/account/like-button';
import type { DataLayerListing } from '@/lib/analytics';
import { useUiStore } from '@/lib/hooks/use-ui-store';

// The dialogs (modal shell, copy link, the forms' loaders) are no part of the page's first load: their
// chunk is fetched when the pointer or focus reaches the bar, and they mount when one first opens.
const loadModals = () => import('./action-modals');
const ActionModals = lazy(loadModals);

export interface ListingActionsProps {
  listingId: number;
  /** The listing's path in the brand's dialect (what Share copies and mails). */
  pagePath: string;
  /** hrefFor(brand, { kind: 'flyer', propertyId }). */
  flyerHref: string;
  /** The listing's title (Like names it) and its data-layer facts (the wishlist events carry them). */
  title: string;
  dataLayer: DataLayerListing;
}

const buttonClass = 'inline-flex items-center gap-1.5 rounded border border-line bg-white px-3 py-2 text-sm font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary';

function Icon({ d }: { d: string }) {
  return <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round"><path d={d} /></svg>;
}

function ActionButton({ onClick, icon, children }: { onClick: () => void; icon: string; children: ReactNode }) {
  return <button type="button" onClick={onClick} className={buttonClass}><Icon d={icon} /><span>{children}</span></button>;
}

/**
 * The listing page's actions: Share, Like, Report, Feedback and Print flyer, with the modals they open.
 * Each action's words are its last <span> (action-styles.ts: the page shows icons alone on phones).
 */
export function ListingActions({ listingId, pagePath, flyerHref, title, dataLayer }: ListingActionsProps) {
  const t = useTranslations('listingActions');
  const openModal = useUiStore((s) => s.openModal);
  const [shareOpen, setShareOpen] = useState(false);
  const storeOpen = useUiStore((s) => s.modals.reportListing || s.modals.feedback);
  // Once a dialog has opened, they stay mounted (closing one keeps its form's state, as before).
  const [engaged, setEngaged] = useState(false);
  if ((shareOpen || storeOpen) && !engaged) setEngaged(true);
  const warm = () => void loadModals();
  return (
    <div role="group" aria-label={t('label')} className="flex flex-wrap gap-2 print:hidden" onPointerEnter={warm} onFocus={warm}>
      <ActionButton onClick={() => setShareOpen(true)} icon="M14 7a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM6 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM14 18a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5ZM8.2 11.2l3.6 2.1M11.8 5.7 8.2 7.8">{t('share')}</ActionButton>
      {/* SPEC §4 Like: a logged-in user likes at once; anyone else logs in first (the root layout's account modals), then the like proceeds. */}
      <LikeButton listing={dataLayer} title={title} variant="action" />
      <ActionButton onClick={() => openModal('reportListing')} icon="M4 18V3m0 1h10l-2 3.5 2 3.5H4">{t('report')}</ActionButton>
      <ActionButton onClick={() => openModal('feedback')} icon="M3 4h14v9H8l-4 3v-3H3z">{t('feedback')}</ActionButton>
      <a href={flyerHref} className={buttonClass}><Icon d="M5 8V3h10v5M5 14H3V8h14v6h-2M6 11h8v6H6z" /><span>{t('printFlyer')}</span></a>
      {engaged && (
        <Suspense fallback={null}>
          <ActionModals listingId={listingId} pagePath={pagePath} shareOpen={shareOpen} onShareClose={() => setShareOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
