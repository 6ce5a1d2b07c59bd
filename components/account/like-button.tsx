'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import type { DataLayerListing } from '@/lib/analytics';
import { useLike } from '@/lib/hooks/use-like';

export interface LikeButtonProps {
  /** The listing's data-layer facts (its id among them) for the wishlist events. */
  listing: DataLayerListing;
  title: string;
  /** `icon`: a round heart over a placard's photo; `action`: a labelled button of the listing page's bar. */
  variant: 'icon' | 'action';
}

/**
 * SPEC §4 Like as a toggle button (aria-pressed), named for what a press does and for which listing.
 * Light on purpose (it is on every placard): no form code; the login modal's chunk loads when needed.
 */
export function LikeButton({ listing, title, variant }: LikeButtonProps) {
  const t = useTranslations('accountUi.like');
  const { liked, toggle } = useLike(listing.listingId, listing);
  const label = t(liked ? 'remove' : 'save');
  // A heart drawn by a CSS mask in the text's colour, filled while pressed (styles/globals.css): one
  // short element, as the button is on every placard.
  const icon = <span aria-hidden="true" className={variant === 'icon' ? 'heart-icon size-5' : 'heart-icon size-4'} />;
  // The name starts with the visible words (WCAG label in name) and says which listing.
  const common = { type: 'button', 'aria-pressed': liked, 'aria-label': t('named', { label, title }), onClick: toggle } as const;
  if (variant === 'icon') {
    return (
      <button {...common} className={clsx('like-icon-button', liked ? 'text-red-700' : 'text-ink')}>
        {icon}
      </button>
    );
  }
  return (
    <button {...common} className="inline-flex items-center gap-1.5 rounded border border-line bg-white px-3 py-2 text-sm font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary">
      <span className={liked ? 'text-red-700' : undefined}>{icon}</span>
      {/* Both phrases share one cell, so the button keeps its width when the like arrives with the login status;
          the shorter one starts beside the heart (a button centres its text). */}
      <span className="grid justify-items-start text-left">
        <span className={clsx('col-start-1 row-start-1', liked && 'invisible')}>{t('save')}</span>
        <span className={clsx('col-start-1 row-start-1', !liked && 'invisible')}>{t('remove')}</span>
      </span>
    </button>
  );
}
