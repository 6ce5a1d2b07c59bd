'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-fields';
import { fetchOpenDrafts, fetchSellerAccount, startDraft, type ListingDraftView, type SellerAccountState } from '@/lib/listing-editor';
import type { MarkerColors } from '@/lib/map';
import { BecomeSeller } from './become-seller';
import { ListingWizard } from './listing-wizard';
import type { StateOption } from './step-place';

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'not-seller'; restricted: boolean }
  | { kind: 'drafts'; drafts: ListingDraftView[] }
  | { kind: 'editing'; draft: ListingDraftView }
  | { kind: 'published'; href: string };

/** What the workspace opens on: the offer to become a seller, or the seller's unfinished listings. */
async function firstView(): Promise<View> {
  const account: SellerAccountState | null = await fetchSellerAccount();
  if (!account) return { kind: 'failed' };
  if (!account.seller) return { kind: 'not-seller', restricted: account.refusal === 'restricted' };
  const drafts = await fetchOpenDrafts();
  return drafts ? { kind: 'drafts', drafts } : { kind: 'failed' };
}

const dateFormat = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The add-listing page's workspace (docs/seller-workspace.md), in the browser: who the user is as a
 * seller, their unfinished listings to resume, the step-by-step form, and the published listing.
 */
export function AddListingWorkspace({ states, colors, mapStyleUrl }: { states: readonly StateOption[]; colors: MarkerColors; mapStyleUrl?: string }) {
  const t = useTranslations('sellerWorkspace');
  const [view, setView] = useState<View>({ kind: 'loading' });
  const [message, setMessage] = useState<string | null>(null);

  const load = useCallback(() => void firstView().then(setView), []);
  useEffect(() => {
    let current = true;
    void firstView().then((next) => current && setView(next));
    return () => {
      current = false;
    };
  }, []);

  const start = async () => {
    const draft = await startDraft();
    if ('id' in draft) setView({ kind: 'editing', draft });
    else setMessage(draft.ok ? null : (draft.errors[0] ?? t('failed')));
  };

  switch (view.kind) {
    case 'loading':
      return <p role="status" className="text-muted">{t('loading')}</p>;
    case 'failed':
      return <FormAlert message={t('failed')} />;
    case 'not-seller':
      return <BecomeSeller restricted={view.restricted} onBecame={load} />;
    case 'editing':
      return <ListingWizard initial={view.draft} states={states} colors={colors} mapStyleUrl={mapStyleUrl} onPublished={(href) => setView({ kind: 'published', href })} />;
    case 'published':
      return (
        <section role="status" className="rounded-lg border border-line bg-white p-6 shadow-sm">
          <h2 className="text-xl font-bold">{t('review.published')}</h2>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={view.href} className="rounded bg-primary px-4 py-2 font-semibold text-primary-text">{t('review.view')}</a>
            <button type="button" onClick={() => void start()} className="rounded border border-line px-4 py-2 font-semibold hover:bg-surface">{t('review.another')}</button>
          </div>
        </section>
      );
    case 'drafts':
      return (
        <div className="space-y-4">
          {view.drafts.length > 0 && (
            <section aria-labelledby="open-drafts" className="rounded-lg border border-line bg-white p-4 shadow-sm">
              <h2 id="open-drafts" className="mb-2 text-lg font-bold">{t('drafts.title')}</h2>
              <ul className="divide-y divide-line">
                {view.drafts.map((draft) => (
                  <li key={draft.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <button type="button" className="text-left font-semibold text-primary underline" onClick={() => setView({ kind: 'editing', draft })}>
                      {t('drafts.resume', { title: draft.data.description.title || t('drafts.untitled') })}
                    </button>
                    <span className="text-sm text-muted">{t('drafts.updated', { date: dateFormat.format(new Date(draft.updatedAt)) })}</span>
                  </li>
                ))}
              </ul>
            </section>
          )}
          <button type="button" onClick={() => void start()} className="rounded bg-primary px-5 py-2.5 font-semibold text-primary-text hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary">
            {t('drafts.new')}
          </button>
          <FormAlert message={message} />
        </div>
      );
  }
}
