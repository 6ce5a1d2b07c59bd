'use client';

import { useTranslations } from 'next-intl';
import dynamic from 'next/dynamic';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-fields';
import { fetchOpenDrafts, fetchSellerAccount, startDraft, type ListingDraftView, type SellerAccountState } from '@/lib/listing-editor';
import type { MarkerColors } from '@/lib/map';
import { BecomeSeller } from './become-seller';
import type { StateOption } from './step-place';

type View =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'not-seller'; restricted: boolean }
  | { kind: 'drafts'; drafts: ListingDraftView[]; refusedEdit?: boolean }
  | { kind: 'editing'; draft: ListingDraftView }
  | { kind: 'published'; href: string; changes: boolean };

/** `?listing={id}` on the page: the published listing to change (My listings' Edit). */
function listingToEdit(): number | undefined {
  const id = Number(new URLSearchParams(window.location.search).get('listing'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * What the workspace opens on: the offer to become a seller, the changes to the listing the URL names,
 * or the seller's unfinished listings.
 */
async function firstView(): Promise<View> {
  const account: SellerAccountState | null = await fetchSellerAccount();
  if (!account) return { kind: 'failed' };
  if (!account.seller) return { kind: 'not-seller', restricted: account.refusal === 'restricted' };
  const editing = listingToEdit();
  if (editing !== undefined) {
    const draft = await startDraft(editing);
    if ('id' in draft) return { kind: 'editing', draft };
  }
  const drafts = await fetchOpenDrafts();
  return drafts ? { kind: 'drafts', drafts, refusedEdit: editing !== undefined } : { kind: 'failed' };
}

// The form, its steps, the upload and react-hook-form: a chunk of their own, loaded when a listing is
// started or resumed (the workspace budget, docs/seller-workspace.md).
const ListingWizard = dynamic(() => import('./listing-wizard').then((m) => m.ListingWizard), { ssr: false, loading: () => <WizardLoading /> });

function WizardLoading() {
  const t = useTranslations('sellerWorkspace');
  return <p role="status" className="min-h-96 text-muted">{t('loading')}</p>;
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
      return <ListingWizard initial={view.draft} states={states} colors={colors} mapStyleUrl={mapStyleUrl} onPublished={(href) => setView({ kind: 'published', href, changes: view.draft.editsListingId !== null })} />;
    case 'published':
      return (
        <section role="status" className="rounded-lg border border-line bg-white p-6 shadow-sm">
          <h2 className="text-xl font-bold">{view.changes ? t('review.changesLive') : t('review.published')}</h2>
          <div className="mt-4 flex flex-wrap gap-3">
            <a href={view.href} className="rounded bg-primary px-4 py-2 font-semibold text-primary-text">{t('review.view')}</a>
            <button type="button" onClick={() => void start()} className="rounded border border-line px-4 py-2 font-semibold hover:bg-surface">{t('review.another')}</button>
          </div>
        </section>
      );
    case 'drafts':
      return (
        <div className="space-y-4">
          {view.refusedEdit && <FormAlert message={t('drafts.editFailed')} />}
          {view.drafts.length > 0 && (
            <section aria-labelledby="open-drafts" className="rounded-lg border border-line bg-white p-4 shadow-sm">
              <h2 id="open-drafts" className="mb-2 text-lg font-bold">{t('drafts.title')}</h2>
              <ul className="divide-y divide-line">
                {view.drafts.map((draft) => (
                  <li key={draft.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                    <button type="button" className="text-left font-semibold text-primary underline" onClick={() => setView({ kind: 'editing', draft })}>
                      {t(draft.editsListingId === null ? 'drafts.resume' : 'drafts.changes', { title: draft.data.description.title || t('drafts.untitled') })}
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
