'use client';

import { useTranslations } from 'next-intl';
import { TextAreaField, TextField } from '@/components/ui/form-fields';
import { useListingStep } from '@/lib/hooks/use-listing-step';
import { descriptionStep, type ListingDraftView } from '@/lib/listing-editor';
import { StepFrame } from './step-frame';

/** Step 4: the title and description, under SPEC §5's text rules (no HTML, web or email address). */
export function StepDescription({ draft, onSaved, onBack }: { draft: ListingDraftView; onSaved: (draft: ListingDraftView) => void; onBack: () => void }) {
  const t = useTranslations('sellerWorkspace');
  const { form, submit, submission } = useListingStep(draft.id, 'description', descriptionStep, draft.data.description, onSaved);
  const { register, formState: { errors } } = form;
  return (
    <StepFrame title={t('steps.description')} submit={submit} busy={submission.submitting} message={submission.message} onBack={onBack}>
      <TextField id="listing-title" label={t('description.title')} hint={t('description.titleHint')} error={errors.title?.message} binding={register('title')} />
      <TextAreaField id="listing-description" label={t('description.description')} error={errors.description?.message} binding={register('description')} rows={10} />
      <p className="text-sm text-muted">{t('description.descriptionHint')}</p>
    </StepFrame>
  );
}
