'use client';

import { useTranslations } from 'next-intl';
import { TextField } from '@/components/ui/form-fields';
import { useListingStep } from '@/lib/hooks/use-listing-step';
import { askingKinds, pickablePropertyTypes, priceStep, type ListingDraftView } from '@/lib/listing-editor';
import { Choice, ChoiceGroup, StepFrame } from './step-frame';

const askingLabels = { price: 'askingPrice', auction: 'askingAuction', contact: 'askingContact' } as const;

/** Step 2: an asking price, an auction or contact for price; acres; one to three property types. */
export function StepPrice({ draft, onSaved, onBack }: { draft: ListingDraftView; onSaved: (draft: ListingDraftView) => void; onBack: () => void }) {
  const t = useTranslations('sellerWorkspace');
  const tt = useTranslations('propertyTypes');
  const { price, acres, ...rest } = draft.data.price;
  const defaults = { ...rest, price: price === undefined ? '' : String(price), acres: acres === undefined ? '' : String(acres) };
  const { form, submit, submission } = useListingStep(draft.id, 'price', priceStep, defaults, onSaved);
  const { register, watch, formState: { errors } } = form;
  const asking = watch('asking');
  return (
    <StepFrame title={t('steps.price')} submit={submit} busy={submission.submitting} message={submission.message} onBack={onBack}>
      <fieldset className="mb-3">
        <legend className="mb-2 text-sm font-semibold">{t('price.asking')}</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          {askingKinds.map((kind) => (
            <label key={kind} className="flex items-center gap-2 py-1 text-sm">
              <input type="radio" value={kind} className="h-4 w-4 accent-primary" {...register('asking')} />
              {t(`price.${askingLabels[kind]}`)}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {asking === 'price' ? <TextField id="listing-price" label={t('price.price')} error={errors.price?.message} binding={register('price')} /> : <span />}
        <TextField id="listing-acres" label={t('price.acres')} error={errors.acres?.message} binding={register('acres')} />
      </div>
      <ChoiceGroup id="listing-types" legend={t('price.propertyTypes')} error={errors.propertyTypes?.message}>
        {pickablePropertyTypes.map((key) => <Choice key={key} id={`listing-type-${key}`} label={tt(key)} binding={{ value: key, ...register('propertyTypes') }} />)}
      </ChoiceGroup>
    </StepFrame>
  );
}
