'use client';

import { useTranslations } from 'next-intl';
import type { UseFormReturn } from 'react-hook-form';
import { activityNames } from '@/lib/domain/activity';
import { MarketStatus } from '@/lib/domain/market-status';
import { SaleType } from '@/lib/domain/sale-type';
import { useLabels } from '@/lib/hooks/use-labels';
import { listingAgeDays, priceChangeLookbackDays } from '@/lib/search/criteria';
import { featureFlags, type FilterFormOutput, type FilterFormValues } from '@/lib/search/filter-form';
import { CheckboxGroup, FieldGroup, SelectField, TextField } from './filter-fields';

interface Props {
  form: UseFormReturn<FilterFormValues, unknown, FilterFormOutput>;
  /** Applies the form (selects and checkboxes at once, text on blur or Enter). */
  apply: () => void;
  /** Near-me searches have a radius to choose. */
  hasCenter: boolean;
}

/** Every other SPEC §3 criterion: home, listing age and price changes, keywords, features, activities, sale. */
export function MoreFiltersPanel({ form, apply, hasCenter }: Props) {
  const t = useTranslations('filters');
  const labels = useLabels();
  const { register, formState: { errors } } = form;
  const onChange = { onChange: apply };
  const onBlur = { onBlur: apply };
  return (
    <div className="grid gap-3 lg:grid-cols-2">
      <FieldGroup legend={t('home')}>
        <TextField label={t('minBeds')} registration={register('bedMin', onBlur)} error={errors.bedMin?.message} inputMode="numeric" />
        <TextField label={t('minBaths')} registration={register('bathMin', onBlur)} error={errors.bathMin?.message} inputMode="numeric" />
        <TextField label={t('minSqft')} registration={register('sqftMin', onBlur)} error={errors.sqftMin?.message} inputMode="numeric" />
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
        <TextField label={t('keywords')} registration={register('keywordQuery', onBlur)} error={errors.keywordQuery?.message} inputMode="search" className="col-span-2 sm:col-span-3" />
        {hasCenter && <TextField label={t('radius')} registration={register('radius', onBlur)} error={errors.radius?.message} />}
      </FieldGroup>
      <CheckboxGroup legend={t('features')} registration={register('features', onChange)}
        options={featureFlags.map((flag) => ({ value: flag, label: t(flag) }))} />
      <CheckboxGroup legend={t('activities')} registration={register('activityTypes', onChange)}
        options={activityNames.map((name) => ({ value: name, label: labels.activity(name) }))} />
      <CheckboxGroup legend={t('saleType')} registration={register('transactionTypes', onChange)}
        options={Object.values(SaleType).map((id) => ({ value: String(id), label: labels.saleType(id) }))} />
      <CheckboxGroup legend={t('status')} registration={register('marketStatuses', onChange)}
        options={Object.values(MarketStatus).map((id) => ({ value: String(id), label: labels.marketStatus(id) }))} />
    </div>
  );
}
