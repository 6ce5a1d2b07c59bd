'use client';

import clsx from 'clsx';
import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { controlClass } from '@/components/ui/form-fields';
import { statsDayChoices, type MyListingView, type StatsDays } from '@/lib/listing-editor';

/** The numbers page's choices: which listing (by title) and which period (segmented buttons). */
export function NumbersControls({ listings, listingId, days, onListing, onDays }: {
  /** The seller's listings to pick from; undefined while they load. */
  listings: readonly MyListingView[] | undefined;
  listingId: number | undefined;
  days: StatsDays;
  onListing: (id: number) => void;
  onDays: (days: StatsDays) => void;
}) {
  const t = useTranslations('listingNumbers');
  const periodId = useId();
  // A listing reached by its link may not be among the latest ones listed here (or may be deleted): it is still named.
  const unlisted = listingId !== undefined && listings !== undefined && !listings.some((listing) => listing.id === listingId);
  return (
    <div className="mt-4 flex flex-wrap items-end gap-3">
      <label className="min-w-0 grow basis-64">
        <span className="mb-1 block text-sm font-semibold">{t('listing')}</span>
        <select className={clsx(controlClass, 'max-w-full truncate')} value={listingId ?? ''} disabled={listings === undefined}
          onChange={(e) => onListing(Number(e.target.value))}>
          {listings === undefined && <option value="">{t('loading')}</option>}
          {unlisted && <option value={listingId}>{t('listingNumber', { id: listingId })}</option>}
          {listings?.map((listing) => <option key={listing.id} value={listing.id}>{t('listingOption', { title: listing.title, id: listing.id })}</option>)}
        </select>
      </label>
      <div role="group" aria-labelledby={periodId}>
        <span id={periodId} className="mb-1 block text-sm font-semibold">{t('period')}</span>
        <div className="flex">
          {statsDayChoices.map((choice) => (
            <button key={choice} type="button" aria-pressed={choice === days} onClick={() => onDays(choice)}
              className={clsx(
                'whitespace-nowrap border border-line px-3 py-2 text-sm font-semibold first:rounded-l last:rounded-r not-first:-ml-px focus-visible:outline-2 focus-visible:outline-primary',
                choice === days ? 'relative border-primary bg-primary text-primary-text' : 'bg-white hover:bg-surface',
              )}>
              {t('days', { days: choice })}
            </button>
          ))}
        </div>
      </div>
    </div>
  );
}
