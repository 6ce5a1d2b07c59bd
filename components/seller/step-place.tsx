'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useEffect, useState } from 'react';
import { SearchMapSkeleton } from '@/components/search/search-map-skeleton';
import { SelectField, TextField } from '@/components/ui/form-fields';
import { useListingStep } from '@/lib/hooks/use-listing-step';
import { fetchCounties, placeStep, type CountyOption, type ListingDraftView } from '@/lib/listing-editor';
import type { MarkerColors } from '@/lib/map';
import { StepFrame } from './step-frame';

// MapLibre loads only with this step (DESIGN §6 first-load budget), as on the listing page.
const PinPicker = lazy(() => import('./pin-picker'));

export interface StateOption {
  id: number;
  name: string;
}

const asNumber = (value: unknown) => (value === '' || value === undefined || value === null ? undefined : Number(value));

/** Step 1: state, county, town, address and ZIP, and the pin, which must lie in the county. */
export function StepPlace({ draft, states, colors, mapStyleUrl, onSaved }: {
  draft: ListingDraftView;
  states: readonly StateOption[];
  colors: MarkerColors;
  mapStyleUrl?: string;
  onSaved: (draft: ListingDraftView) => void;
}) {
  const t = useTranslations('sellerWorkspace');
  const place = draft.data.place;
  const { form, submit, submission } = useListingStep(draft.id, 'place', placeStep, place, onSaved);
  const { register, watch, setValue, formState: { errors } } = form;
  const stateId = watch('stateId');
  const countyId = watch('countyId');
  const [latitude, longitude] = [watch('latitude'), watch('longitude')];
  const [counties, setCounties] = useState<CountyOption[]>([]);

  useEffect(() => {
    let current = true;
    if (typeof stateId === 'number' && stateId > 0) void fetchCounties(stateId).then((list) => current && setCounties(list ?? []));
    return () => {
      current = false;
    };
  }, [stateId]);

  const county = counties.find((c) => c.id === countyId);
  const pin = typeof latitude === 'number' && typeof longitude === 'number' ? { latitude, longitude } : null;
  const pinError = errors.latitude?.message ?? errors.longitude?.message;

  return (
    <StepFrame title={t('steps.place')} submit={submit} busy={submission.submitting} message={submission.message}>
      <div className="grid gap-x-4 sm:grid-cols-2">
        <SelectField id="listing-state" label={t('place.state')} error={errors.stateId?.message}
          binding={register('stateId', { setValueAs: asNumber, onChange: () => setValue('countyId', undefined) })}>
          <option value="">{t('place.chooseState')}</option>
          {states.map((state) => <option key={state.id} value={state.id}>{state.name}</option>)}
        </SelectField>
        <SelectField id="listing-county" label={t('place.county')} error={errors.countyId?.message} binding={register('countyId', { setValueAs: asNumber })}>
          <option value="">{t('place.chooseCounty')}</option>
          {counties.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
        </SelectField>
        <TextField id="listing-city" label={t('place.city')} error={errors.city?.message} binding={register('city')} />
        <TextField id="listing-zip" label={t('place.zip')} error={errors.zip?.message} binding={register('zip')} />
      </div>
      <TextField id="listing-address" label={t('place.address')} error={errors.address1?.message} binding={register('address1')} />
      <div>
        <p className="mb-1 text-sm font-semibold">{t('place.pin')}</p>
        <p id="listing-pin-hint" className="mb-2 text-sm text-muted">{t('place.pinHint')}</p>
        {county ? (
          <Suspense fallback={<div className="relative h-80"><SearchMapSkeleton /></div>}>
            <PinPicker key={county.id} countyId={county.id} center={pin ?? county} pin={pin} colors={colors} styleUrl={mapStyleUrl}
              onPin={(next) => {
                setValue('latitude', next.latitude, { shouldValidate: true });
                setValue('longitude', next.longitude, { shouldValidate: true });
              }} />
          </Suspense>
        ) : <div className="flex h-32 items-center justify-center rounded border border-dashed border-line text-sm text-muted">{t('place.chooseCounty')}</div>}
        {/* The pin as numbers too: typed from a survey, or placed without a pointer. */}
        <div className="mt-3 grid gap-x-4 sm:grid-cols-2">
          <TextField id="listing-latitude" label={t('place.latitude')} error={pinError} binding={register('latitude', { setValueAs: asNumber })} />
          <TextField id="listing-longitude" label={t('place.longitude')} binding={register('longitude', { setValueAs: asNumber })} />
        </div>
      </div>
    </StepFrame>
  );
}
