'use client';

import { useTranslations } from 'next-intl';
import { CheckboxField, TextAreaField, TextField } from '@/components/ui/form-fields';
import { activityNames, homeTypeNames, regionTypeNames } from '@/lib/domain';
import { useListingStep } from '@/lib/hooks/use-listing-step';
import { featuresStep, type ListingDraftView } from '@/lib/listing-editor';
import { Choice, ChoiceGroup, StepFrame } from './step-frame';

const text = (value: number | undefined) => (value === undefined ? '' : String(value));

/** Step 3: activities, surroundings, a house and its facts, mineral rights, owner financing and its terms. */
export function StepFeatures({ draft, onSaved, onBack }: { draft: ListingDraftView; onSaved: (draft: ListingDraftView) => void; onBack: () => void }) {
  const t = useTranslations('sellerWorkspace.features');
  const ts = useTranslations('sellerWorkspace.steps');
  const ta = useTranslations('activities');
  const tl = useTranslations('listing.features');
  const { beds, baths, homeSqft, ...rest } = draft.data.features;
  const { form, submit, submission } = useListingStep(draft.id, 'features', featuresStep, { ...rest, beds: text(beds), baths: text(baths), homeSqft: text(homeSqft) }, onSaved);
  const { register, watch, formState: { errors } } = form;
  const [hasHouse, ownerFinancing] = [watch('hasHouse'), watch('ownerFinancing')];
  return (
    <StepFrame title={ts('features')} submit={submit} busy={submission.submitting} message={submission.message} onBack={onBack}>
      <ChoiceGroup id="listing-activities" legend={t('activities')} error={errors.activities?.message}>
        {activityNames.map((name) => <Choice key={name} id={`listing-activity-${name}`} label={ta(name)} binding={{ value: name, ...register('activities') }} />)}
      </ChoiceGroup>
      <ChoiceGroup id="listing-amenities" legend={t('amenities')} error={errors.amenities?.message}>
        {regionTypeNames.map((name) => <Choice key={name} id={`listing-amenity-${name}`} label={tl(`regions.${name}`)} binding={{ value: name, ...register('amenities') }} />)}
      </ChoiceGroup>
      <CheckboxField id="listing-house" label={t('house')} binding={register('hasHouse')} />
      {hasHouse && (
        <div className="mb-2 rounded border border-line p-4">
          <ChoiceGroup id="listing-home-types" legend={t('homeTypes')} error={errors.homeTypes?.message}>
            {homeTypeNames.map((name) => <Choice key={name} id={`listing-home-${name}`} label={tl(`homes.${name}`)} binding={{ value: name, ...register('homeTypes') }} />)}
          </ChoiceGroup>
          <div className="grid gap-x-4 sm:grid-cols-3">
            <TextField id="listing-beds" label={t('beds')} error={errors.beds?.message} binding={register('beds')} />
            <TextField id="listing-baths" label={t('baths')} error={errors.baths?.message} binding={register('baths')} />
            <TextField id="listing-sqft" label={t('sqft')} error={errors.homeSqft?.message} binding={register('homeSqft')} />
          </div>
        </div>
      )}
      <CheckboxField id="listing-minerals" label={t('mineralRights')} binding={register('mineralRights')} />
      <CheckboxField id="listing-financing" label={t('ownerFinancing')} binding={register('ownerFinancing')} />
      {ownerFinancing && <TextAreaField id="listing-terms" label={t('terms')} error={errors.ownerFinancingTerms?.message} binding={register('ownerFinancingTerms')} rows={3} />}
    </StepFrame>
  );
}
