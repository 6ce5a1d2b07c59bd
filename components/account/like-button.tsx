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

const heart = 'M10 17s-6.5-3.9-6.5-8.4A3.6 3.6 0 0 1 10 6.4a3.6 3.6 0 0 1 6.5 2.2C16.5 13.1 10 17 10 17Z';

/**
 * SPEC §4 Like as a toggle button (aria-pressed), named for what a press does and for which listing.
 * Light on purpose (it is on every placard): no form code; the login modal's chunk loads when needed.
 */
export function LikeButton({ listing, title, variant }: LikeButtonProps) {
  const t = useTranslations('accountUi.like');
  const { liked, toggle } = useLike(listing.listingId, listing);
  const label = t(liked ? 'remove' : 'save');
  const icon = (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={variant === 'icon' ? 'h-5 w-5' : 'h-4 w-4'} fill={liked ? 'currentColor' : 'none'} stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round">
      <path d={heart} />
    </svg>
  );
  // The name starts with the visible words (WCAG label in name) and says which listing.
  const common = { type: 'button', 'aria-pressed': liked, 'aria-label': t('named', { label, title }), onClick: toggle } as const;
  if (variant === 'icon') {
    return (
      <button {...common} className={clsx('flex h-10 w-10 items-center justify-center rounded-full bg-white/90 shadow hover:bg-white focus-visible:outline-2 focus-visible:outline-primary', liked ? 'text-red-700' : 'text-ink')}>
        {icon}
      </button>
    );
  }
  return (
    <button {...common} className="inline-flex items-center gap-1.5 rounded border border-line bg-white px-3 py-2 text-sm font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary">
      <span className={liked ? 'text-red-700' : undefined}>{icon}</span>
      {/* Both phrases share one cell, so the button keeps its width when the like arrives with the login status. */}
      <span className="grid">
        <span className={clsx('col-start-1 row-start-1', liked && 'invisible')}>{t('save')}</span>
        <span className={clsx('col-start-1 row-start-1', !liked && 'invisible')}>{t('remove')}</span>
      </span>
    </button>
  );
}
