'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { controlClass } from '@/components/ui/form-fields';
import { upgrades, type MyListingView, type Requestable } from '@/lib/listing-editor';

interface Props {
  listings: readonly MyListingView[];
  /** Sends the request; true when stored. */
  onRequest: (requested: Requestable, listingId: number, note: string) => Promise<boolean>;
}

/** Asks the sales team for a gold, platinum or diamond upgrade of one of the seller's listings. */
export function UpgradeRequestForm({ listings, onRequest }: Props) {
  const t = useTranslations('planPanel');
  const id = useId();
  const [listingId, setListingId] = useState('');
  const [upgrade, setUpgrade] = useState<Requestable>('gold');
  const [note, setNote] = useState('');
  const [busy, setBusy] = useState(false);
  const live = listings.filter((listing) => listing.deletedAt === null);
  if (live.length === 0) return <p className="mt-3 text-sm text-muted">{t('noListings')}</p>;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const chosen = Number(listingId);
    if (!Number.isInteger(chosen) || chosen <= 0 || busy) return;
    setBusy(true);
    if (await onRequest(upgrade, chosen, note.trim())) setNote('');
    setBusy(false);
  };

  return (
    <form onSubmit={(event) => void submit(event)} className="mt-4 grid gap-3 rounded-lg border border-line bg-white p-4 md:grid-cols-[2fr_1fr] md:items-end" aria-label={t('upgradeFormLabel')}>
      <div>
        <label htmlFor={`${id}-listing`} className="mb-1 block text-sm font-semibold">{t('listing')}</label>
        <select id={`${id}-listing`} className={controlClass} value={listingId} required onChange={(event) => setListingId(event.target.value)}>
          <option value="">{t('chooseListing')}</option>
          {live.map((listing) => <option key={listing.id} value={listing.id}>{listing.title} (#{listing.id})</option>)}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-upgrade`} className="mb-1 block text-sm font-semibold">{t('upgrade')}</label>
        <select id={`${id}-upgrade`} className={controlClass} value={upgrade} onChange={(event) => setUpgrade(event.target.value as Requestable)}>
          {upgrades.map((u) => <option key={u.id} value={u.id}>{t(`upgrades.${u.id}`)}</option>)}
        </select>
      </div>
      <div className="md:col-span-2">
        <label htmlFor={`${id}-note`} className="mb-1 block text-sm font-semibold">{t('note')}</label>
        <textarea id={`${id}-note`} className={controlClass} rows={2} maxLength={1000} value={note} onChange={(event) => setNote(event.target.value)} />
      </div>
      <div className="md:col-span-2">
        <button type="submit" aria-disabled={busy || undefined} className="min-h-10 rounded bg-primary px-4 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          {t('requestUpgrade')}
        </button>
      </div>
    </form>
  );
}
