'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { FormAlert } from '@/components/ui/form-fields';
import { imageSizes, resizedImageUrl } from '@/lib/images';
import { postForm } from '@/lib/leads';
import { sellerPaths, type ListingDraftView, type ListingStep } from '@/lib/listing-editor';
import { z } from 'zod';

const publishedSchema = z.object({ listingId: z.number(), href: z.string().startsWith('/') });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The last step: the listing as it will read, what is still missing (each a link to its step), Publish. */
export function StepReview({ draft, countyName, stateName, onEdit, onPublished }: {
  draft: ListingDraftView;
  countyName: string | null;
  stateName: string | null;
  onEdit: (step: ListingStep) => void;
  onPublished: (href: string) => void;
}) {
  const t = useTranslations('sellerWorkspace');
  const tt = useTranslations('propertyTypes');
  const tf = useTranslations('forms');
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [missing, setMissing] = useState<Record<string, string>>({});
  const { place, price, description, media } = draft.data;
  const cover = media.photos[0];
  const editing = draft.editsListingId !== null;

  const publish = async () => {
    setBusy(true);
    setMessage(null);
    const result = await postForm(sellerPaths.publish(draft.id), {});
    setBusy(false);
    if (result.ok) {
      const published = publishedSchema.safeParse(result.data);
      if (published.success) onPublished(published.data.href);
      return;
    }
    setMissing(result.fields);
    setMessage(Object.keys(result.fields).length > 0 ? t('review.missing') : (result.message ?? tf('failed')));
  };

  const asking = price.asking === 'auction' ? t('price.askingAuction') : price.asking === 'contact' ? t('price.askingContact') : price.price !== undefined ? usd.format(price.price) : '—';
  const rows: [string, string, ListingStep][] = [
    [t('review.where'), [place.city, countyName, stateName].filter(Boolean).join(', ') || '—', 'place'],
    [t('review.asking'), asking, 'price'],
    [t('review.size'), price.acres !== undefined ? `${price.acres.toLocaleString('en-US')} acres` : '—', 'price'],
    [t('review.types'), price.propertyTypes.map((key) => tt(key)).join(', ') || '—', 'price'],
  ];
  return (
    <section aria-labelledby="listing-step-title">
      <h2 id="listing-step-title" tabIndex={-1} className="mb-4 text-xl font-bold focus:outline-none">{editing ? t('review.changesTitle') : t('review.title')}</h2>
      <article className="overflow-hidden rounded-lg border border-line bg-white">
        {cover
          // eslint-disable-next-line @next/next/no-img-element -- a resized image of our own service
          ? <img src={resizedImageUrl({ documentId: cover.documentId, ...imageSizes.detailMobile })} alt={cover.alt} width={600} height={400} className="aspect-[3/2] w-full object-cover" />
          : <div className="flex aspect-[3/1] items-center justify-center bg-surface text-muted">{t('review.photos', { count: 0 })}</div>}
        <div className="p-4">
          <h3 className="text-lg font-bold">{description.title || t('drafts.untitled')}</h3>
          <dl className="mt-3 grid grid-cols-[auto_1fr_auto] gap-x-4 gap-y-2 text-sm">
            {rows.map(([label, value, step]) => (
              <div key={label} className="contents">
                <dt className="font-semibold">{label}</dt>
                <dd>{value}</dd>
                <dd><button type="button" className="text-primary underline" onClick={() => onEdit(step)}>{t('review.edit')}<span className="sr-only"> {label}</span></button></dd>
              </div>
            ))}
          </dl>
          <p className="mt-3 line-clamp-4 whitespace-pre-line text-sm text-muted">{description.description}</p>
          <p className="mt-2 text-sm">{t('review.photos', { count: media.photos.length })}</p>
        </div>
      </article>
      {Object.keys(missing).length > 0 && (
        <ul className="mt-4 list-disc pl-5 text-sm text-red-700">
          {Object.entries(missing).map(([field, text]) => <li key={field}>{text}</li>)}
        </ul>
      )}
      <FormAlert message={message} />
      <div className="flex flex-wrap items-center justify-between gap-3 border-t border-line pt-4">
        <button type="button" onClick={() => onEdit('media')} className="rounded border border-line px-4 py-2 font-semibold hover:bg-surface focus-visible:outline-2 focus-visible:outline-primary">{t('actions.back')}</button>
        <button type="button" aria-disabled={busy || undefined} onClick={() => void (busy ? undefined : publish())} className="rounded bg-primary px-5 py-2.5 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
          {editing ? (busy ? t('review.savingChanges') : t('review.saveChanges')) : busy ? t('review.publishing') : t('review.publish')}
        </button>
      </div>
    </section>
  );
}
