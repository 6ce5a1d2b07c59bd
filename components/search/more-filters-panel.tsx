'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { useLabels } from '@/lib/hooks/use-labels';
import { listingAgeDays, priceChangeLookbackDays } from '@/lib/search/criteria-values';
import type { FilterFormOutput } from '@/lib/search/filter-form';
import { featureFlags, type FilterFormValues } from '@/lib/search/filter-form-values';
import { filterOptions } from '@/lib/search/filter-options';
import { CheckboxGroup, FieldGroup, SelectField, TextField } from './filter-fields';

interface Props {
  form: UseFormReturn<FilterFormValues, unknown, FilterFormOutput>;
  /** Applies the form: selects and checkboxes call it at once (text fields apply on Enter or leaving the form). */
  apply: () => void;
  /** Near-me searches have a radius to choose. */
  hasCenter: boolean;
}

/** Every other SPEC §3 criterion: home, listing age and price changes, keywords, features, activities, sale. */
export function MoreFiltersPanel({ form, apply, hasCenter }: Props) {
  const t = useTranslations('filters');
  const options = filterOptions(useLabels());
  const asText = <V,>(list: ReadonlyArray<{ value: V; label: string }>) => list.map((o) => ({ value: String(o.value), label: o.label }));
  const { register, formState: { errors } } = form;
  const onChange = { onChange: apply };
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <FieldGroup legend={t('home')}>
        <TextField label={t('minBeds')} registration={register('bedMin')} error={errors.bedMin?.message} inputMode="numeric" />
        <TextField label={t('minBaths')} registration={register('bathMin')} error={errors.bathMin?.message} inputMode="numeric" />
        <TextField label={t('minSqft')} registration={register('sqftMin')} error={errors.sqftMin?.message} inputMode="numeric" />
        <SelectField label={t('house')} registration={register('hasHouse', onChange)}>
          <option value="either">{t('houseEither')}</option>
          <option value="yes">{t('houseYes')}</option>
          <option value="no">{t('houseNo')}</option>
        </SelectField>
      </FieldGroup>
      <FieldGroup legend={t('listing')}>
        <SelectField label={t('listed')} registration={register('dateListed', onChange)}>
          <option value="">{t('anyTime')}</option>
          {listingAgeDays.map((days) => (
            <option key={days} value={days}>{days === 1 ? t('past24Hours') : t('pastDays', { days })}</option>
          ))}
        </SelectField>
        <SelectField label={t('priceChanged')} registration={register('priceChangeLookback', onChange)}>
          <option value="">{t('anyTime')}</option>
          {priceChangeLookbackDays.map((days) => (
            <option key={days} value={days}>{t('pastDays', { days })}</option>
          ))}
        </SelectField>
        <SelectField label={t('change')} registration={register('priceChangeType', onChange)}>
          <option value="none">{t('changeAny')}</option>
          <option value="reduction">{t('changeReduction')}</option>
          <option value="change">{t('changeNonzero')}</option>
        </SelectField>
        <TextField label={t('keywords')} registration={register('keywordQuery')} error={errors.keywordQuery?.message} inputMode="search" className="col-span-2 sm:col-span-3" />
        {hasCenter && <TextField label={t('radius')} registration={register('radius')} error={errors.radius?.message} />}
      </FieldGroup>
      <CheckboxGroup legend={t('features')} registration={register('features', onChange)}
        options={featureFlags.map((flag) => ({ value: flag, label: t(flag) }))} />
      <CheckboxGroup legend={t('activities')} registration={register('activityTypes', onChange)}
        options={asText(options.activities)} />
      <CheckboxGroup legend={t('saleType')} registration={register('transactionTypes', onChange)}
        options={asText(options.saleTypes)} />
      <CheckboxGroup legend={t('status')} registration={register('marketStatuses', onChange)}
        options={asText(options.marketStatuses)} />
    </div>
  );
}
