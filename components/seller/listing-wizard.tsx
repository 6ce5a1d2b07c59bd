'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { fetchCounties, listingStepNames, type ListingDraftView, type ListingStep } from '@/lib/listing-editor';
import { useCurrentInView } from '@/lib/hooks/use-current-in-view';
import type { MarkerColors } from '@/lib/map';
import { StepDescription } from './step-description';
import { StepFeatures } from './step-features';
import { StepMedia } from './step-media';
import { StepPlace, type StateOption } from './step-place';
import { StepPrice } from './step-price';
import { StepReview } from './step-review';

type WizardStep = ListingStep | 'review';
const wizardSteps: readonly WizardStep[] = [...listingStepNames, 'review'];

/** The add-listing form's steps, each saved to the draft before the next; any step can be revisited. */
export function ListingWizard({ initial, states, colors, mapStyleUrl, onPublished }: {
  initial: ListingDraftView;
  states: readonly StateOption[];
  colors: MarkerColors;
  mapStyleUrl?: string;
  onPublished: (href: string) => void;
}) {
  const t = useTranslations('sellerWorkspace.steps');
  const [draft, setDraft] = useState(initial);
  const [step, setStep] = useState<WizardStep>('place');
  // On a phone the steps are a row wider than the screen: the current one is scrolled into it.
  const stepRow = useRef<HTMLOListElement>(null);
  useCurrentInView(stepRow, step);
  const [countyName, setCountyName] = useState<string | null>(null);
  const index = wizardSteps.indexOf(step);
  const go = (next: WizardStep) => setStep(next);
  const saved = (next: ListingDraftView) => {
    setDraft(next);
    setStep(wizardSteps[index + 1] ?? 'review');
  };
  const back = () => setStep(wizardSteps[Math.max(0, index - 1)] ?? 'place');

  // A new step's heading takes the focus, so a screen reader hears where it is.
  useEffect(() => {
    document.getElementById('listing-step-title')?.focus();
  }, [step]);

  const { stateId, countyId } = draft.data.place;
  useEffect(() => {
    if (step !== 'review' || stateId === undefined) return;
    let current = true;
    void fetchCounties(stateId).then((list) => current && setCountyName(list?.find((c) => c.id === countyId)?.name ?? null));
    return () => {
      current = false;
    };
  }, [step, stateId, countyId]);

  const stepProps = { draft, onSaved: saved, onBack: back };
  return (
    <div className="grid grid-cols-[minmax(0,1fr)] gap-6 md:grid-cols-[14rem_minmax(0,1fr)]">
      <nav aria-label={t('label')} className="min-w-0">
        <ol ref={stepRow} className="flex gap-2 overflow-x-auto md:flex-col">
          {wizardSteps.map((name, i) => (
            <li key={name} className="shrink-0">
              <button type="button" onClick={() => go(name)} aria-current={name === step ? 'step' : undefined}
                className={clsx('flex w-full items-center gap-2 rounded px-3 py-2 text-left text-sm', name === step ? 'bg-primary font-semibold text-primary-text' : 'hover:bg-surface')}>
                <span aria-hidden="true" className={clsx('flex size-6 shrink-0 items-center justify-center rounded-full border text-xs', name === step ? 'border-primary-text' : 'border-line')}>{i + 1}</span>
                {t(name)}
              </button>
            </li>
          ))}
        </ol>
      </nav>
      <div className="min-w-0 rounded-lg border border-line bg-white p-4 shadow-sm sm:p-6">
        <p className="mb-1 text-sm text-muted">{t('stepOf', { n: index + 1, total: wizardSteps.length })}</p>
        {step === 'place' && <StepPlace draft={draft} states={states} colors={colors} mapStyleUrl={mapStyleUrl} onSaved={saved} />}
        {step === 'price' && <StepPrice {...stepProps} />}
        {step === 'features' && <StepFeatures {...stepProps} />}
        {step === 'description' && <StepDescription {...stepProps} />}
        {step === 'media' && <StepMedia {...stepProps} />}
        {step === 'review' && (
          <StepReview draft={draft} countyName={countyName} stateName={states.find((s) => s.id === stateId)?.name ?? null} onEdit={go} onPublished={onPublished} />
        )}
      </div>
    </div>
  );
}
