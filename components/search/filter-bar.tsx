'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useMemo, useRef, useState, type FocusEvent } from 'react';
import { useForm, useWatch, type Resolver } from 'react-hook-form';
import { useDebouncedValue } from '@/lib/hooks/use-debounced-value';
import { useLabels } from '@/lib/hooks/use-labels';
import { useSearchNavigation } from '@/lib/hooks/use-search-navigation';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import type { ResultCount } from '@/lib/search/count-url';
import type { SearchCriteria } from '@/lib/search/criteria';
import { activeFilterCount, panelFilterCount } from '@/lib/search/filter-count';
import { filterOptions } from '@/lib/search/filter-options';
import type { FilterFormOutput } from '@/lib/search/filter-form';
import { countedCriteria, formValuesFromCriteria, type FilterFormValues } from '@/lib/search/filter-form-values';
import { urlFromCriteria, type SearchUrlContext } from '@/lib/search/url-from-criteria';
import { acresRangeLabel, rangeLabel } from '@/lib/search/range-label';
import { formSubmission } from '@/lib/ui';
import { validationErrorMap } from '@/lib/validation/messages';
import { SelectField, TextField } from './filter-fields';
import { filterBarFrame, filtersOpenClass, SHEET_FORM } from './filter-bar-frame';
import { MoreFiltersPanel } from './more-filters-panel';
import { useResultCount } from './use-result-count';

/** UI-store form id of the more-filters panel (the phone's sheet: SHEET_FORM). */
const MORE_FORM = 'search-more-filters';
/** How long the sheet's fields rest before its button counts what they describe. */
export const SHEET_COUNT_DEBOUNCE_MS = 300;

/** The validating half of the form (zod and the criteria schema), loaded when first needed. */
let formModule: Promise<typeof import('@/lib/search/filter-form')> | undefined;
const loadFormModule = () => (formModule ??= import('@/lib/search/filter-form'));

interface Props {
  criteria: SearchCriteria;
  urlContext: SearchUrlContext;
  /** Listings per property type id for the current search without its type choice. */
  facets: Record<number, number>;
  /** The page's own count, which the phone sheet's button shows until the fields change. */
  resultCount: ResultCount;
}

/**
 * The search filters (react-hook-form on the criteria's own schemas). Selects and checkboxes apply at
 * once, text fields on blur or Enter; the next URL is built here and opened by client navigation.
 * On small screens the filters live in a sheet behind one "Filters (n)" button.
 */
export function FilterBar({ criteria, urlContext, facets, resultCount }: Props) {
  const t = useTranslations('filters');
  const ts = useTranslations('search');
  const tv = useTranslations('validation');
  const labels = useLabels();
  const { go, pending } = useSearchNavigation();
  // Each search is a new page, so the panel's and the sheet's state live in the UI store, which the
  // root layout keeps (SPEC §3 form state "expanded").
  const moreOpen = useUiStore((s) => formSubmission(s, MORE_FORM).expanded);
  const sheetOpen = useUiStore((s) => formSubmission(s, SHEET_FORM).expanded);
  const updateForm = useUiStore((s) => s.updateForm);
  const setMoreOpen = (open: boolean) => updateForm(MORE_FORM, { expanded: open });
  const setSheetOpen = (open: boolean) => updateForm(SHEET_FORM, { expanded: open });
  const panelId = useId();
  const sheetTitleId = useId();
  // The sheet is a modal dialog: focus moves into it when it opens (also when it opens with the bar,
  // from the placeholder's button or the page before) and back to the Filters button when it closes.
  const sheetRef = useRef<HTMLFormElement>(null);
  const openerRef = useRef<HTMLButtonElement>(null);
  const sheetWasOpen = useRef(false);
  useEffect(() => {
    if (sheetOpen) sheetRef.current?.focus();
    else if (sheetWasOpen.current) openerRef.current?.focus();
    sheetWasOpen.current = sheetOpen;
  }, [sheetOpen]);

  const resolver = useMemo<Resolver<FilterFormValues, unknown, FilterFormOutput>>(() => {
    const errorMap = validationErrorMap((key, values) => tv(key, values));
    return async (values, context, options) => (await loadFormModule()).filterFormResolver(errorMap)(values, context, options);
  }, [tv]);
  const form = useForm<FilterFormValues, unknown, FilterFormOutput>({ resolver, defaultValues: formValuesFromCriteria(criteria) });
  const { register, handleSubmit, reset, control, formState: { errors } } = form;

  // New criteria without a new page (the same URL revalidated): the fields show them, keeping what
  // the visitor is typing.
  const criteriaKey = JSON.stringify(criteria);
  useEffect(() => reset(formValuesFromCriteria(JSON.parse(criteriaKey) as SearchCriteria), { keepDirtyValues: true }), [criteriaKey, reset]);

  const apply = handleSubmit(async (output) => {
    const { criteriaFromFormOutput } = await loadFormModule();
    go(urlFromCriteria(urlContext, criteriaFromFormOutput(criteria, output)));
  });
  // The phone sheet's "Show results": everything typed applies, then the sheet closes; a value that
  // does not read keeps the sheet open with its message.
  const showResults = handleSubmit(async (output) => {
    const { criteriaFromFormOutput } = await loadFormModule();
    go(urlFromCriteria(urlContext, criteriaFromFormOutput(criteria, output)));
    setSheetOpen(false);
  });

  // SPEC §5 counts, live as the visitor changes fields (the page's criteria until the form is valid).
  const values = useWatch({ control });
  const live = useMemo(() => countedCriteria(criteria, values), [values, criteria]);
  const allCount = activeFilterCount(live);
  const moreCount = panelFilterCount(live);

  const onChange = { onChange: () => void apply() };
  // Text fields apply on Enter, or when focus leaves the filters (not when moving from min to max).
  // Focus going back to the phone's Filters button is the sheet closing, not a leave.
  const onFocusLeave = (event: FocusEvent<HTMLFormElement>) => {
    const to = event.relatedTarget;
    if (to === openerRef.current) return;
    if (!(to instanceof Node && event.currentTarget.contains(to))) void apply();
  };
  // The phone sheet's "Show 123 results": the search the form would open, counted once the fields
  // rest (a value that does not read counts nothing; Show results then shows its message).
  const pageHref = urlFromCriteria(urlContext, { ...criteria, pageIndex: 0 });
  const typedValues = JSON.stringify(values);
  const settledValues = useDebouncedValue(typedValues, SHEET_COUNT_DEBOUNCE_MS);
  // The URL the settled values open, and which values it was made of.
  const [sheetTarget, setSheetTarget] = useState<{ values: string; href: string | null }>({ values: typedValues, href: pageHref });
  useEffect(() => {
    if (!sheetOpen) return;
    let wanted = true;
    void loadFormModule().then(({ filterFormSchema, criteriaFromFormOutput }) => {
      const read = filterFormSchema.safeParse(JSON.parse(settledValues));
      let href: string | null = null;
      try {
        if (read.success) href = urlFromCriteria(urlContext, criteriaFromFormOutput(criteria, read.data));
      } catch {
        // Values that each read but do not make a search together (the criteria schema's own rules).
      }
      if (wanted) setSheetTarget({ values: settledValues, href });
    });
    return () => {
      wanted = false;
    };
  }, [sheetOpen, settledValues, criteria, urlContext]);
  const sheetCount = useResultCount(sheetOpen ? sheetTarget.href : null, { href: pageHref, count: resultCount });
  const { count: shown } = sheetCount;
  // Typing, or its count on the way: the number shown is the last one known.
  const counting = sheetTarget.values !== typedValues || !sheetCount.current;
  const showLabel = !shown ? t('close') : shown.totalIsCapped ? t('showCountCapped', { count: shown.total }) : t('showCount', { count: shown.total });

  const price = rangeLabel(live.priceMin, live.priceMax);
  const acres = acresRangeLabel(live.acresMin, live.acresMax);

  return (
    <div data-testid="filters" className={filterBarFrame}>
      <button type="button" ref={openerRef} onClick={() => setSheetOpen(true)} aria-haspopup="dialog" className={filtersOpenClass} data-testid="filters-open">
        {allCount > 0 ? t('openWithCount', { count: allCount }) : t('open')}
      </button>
      <form
        ref={sheetRef}
        tabIndex={sheetOpen ? -1 : undefined}
        onSubmit={(event) => void apply(event)}
        onBlur={onFocusLeave}
        onFocus={() => void loadFormModule()}
        onPointerEnter={() => void loadFormModule()}
        noValidate
        aria-label={t('label')}
        aria-busy={pending}
        role={sheetOpen ? 'dialog' : undefined}
        aria-modal={sheetOpen ? true : undefined}
        aria-labelledby={sheetOpen ? sheetTitleId : undefined}
        onKeyDown={(event) => event.key === 'Escape' && sheetOpen && setSheetOpen(false)}
        className={clsx(
          'rounded-lg border border-line bg-white p-3',
          sheetOpen ? 'fixed inset-0 z-50 overflow-y-auto rounded-none' : 'hidden lm:block',
        )}
        data-testid="filter-bar"
      >
        {sheetOpen && (
          <div className="mb-3 flex items-center justify-between">
            <h2 id={sheetTitleId} className="text-lg font-semibold">{t('open')}</h2>
            <button type="button" onClick={() => void showResults()} data-testid="filters-show-results" data-count={shown?.total}
              data-counting={counting ? 'true' : undefined}
              className={clsx('rounded bg-accent px-4 py-2 text-sm font-semibold text-accent-text tabular-nums', counting && 'opacity-80')}>
              {showLabel}
            </button>
            <span role="status" className="sr-only">
              {!counting && shown ? (shown.totalIsCapped ? ts('resultCountCapped', { count: shown.total }) : ts('resultCount', { count: shown.total })) : ''}
            </span>
          </div>
        )}
        <div className="grid grid-cols-2 items-end gap-3 lm:flex lm:flex-wrap">
          <fieldset className="col-span-2 grid min-w-0 grid-cols-2 gap-2 lm:flex">
            <legend className="mb-1 text-sm font-semibold">
              {t('price')} {price && <span className="font-normal text-muted">({price})</span>}
            </legend>
            <TextField label={t('minPrice')} registration={register('priceMin')} error={errors.priceMin?.message} placeholder={t('compactHint')} className="lm:w-36" />
            <TextField label={t('maxPrice')} registration={register('priceMax')} error={errors.priceMax?.message} className="lm:w-36" />
          </fieldset>
          <fieldset className="col-span-2 grid min-w-0 grid-cols-2 gap-2 lm:flex">
            <legend className="mb-1 text-sm font-semibold">
              {t('acres')} {acres && <span className="font-normal text-muted">({acres})</span>}
            </legend>
            <TextField label={t('minAcres')} registration={register('acresMin')} error={errors.acresMin?.message} className="lm:w-28" />
            <TextField label={t('maxAcres')} registration={register('acresMax')} error={errors.acresMax?.message} className="lm:w-28" />
          </fieldset>
          <SelectField label={t('propertyType')} registration={register('propertyType', onChange)} className="col-span-2 lm:w-56">
            <option value="">{t('allTypes')}</option>
            {filterOptions(labels).propertyTypes.map((type) => (
              <option key={type.value} value={type.value}>
                {t('typeOption', { label: type.label, count: (facets[type.value] ?? 0).toLocaleString('en-US') })}
              </option>
            ))}
          </SelectField>
          <button type="button" aria-expanded={moreOpen || sheetOpen} aria-controls={panelId} onClick={() => setMoreOpen(!moreOpen)}
            className={clsx('rounded border border-line px-3 py-1.5 text-sm font-semibold', sheetOpen && 'hidden')}>
            {moreOpen ? t('less') : t('more')}
            {moreCount > 0 && (
              <span className="ml-2 rounded-full bg-accent px-2 text-xs text-accent-text" data-testid="filter-count" aria-label={t('activeCount', { count: moreCount })}>
                {moreCount}
              </span>
            )}
          </button>
          {/* Enter in a text field submits through this default button; it is never a Tab stop of its own. */}
          <button type="submit" className="sr-only" tabIndex={-1} aria-hidden="true">{t('label')}</button>
          {pending && <span role="status" className="text-sm text-muted">{t('applying')}</span>}
        </div>
        <div id={panelId} hidden={!(moreOpen || sheetOpen)} className="mt-4" data-testid="more-filters">
          <MoreFiltersPanel form={form} apply={() => void apply()} hasCenter={criteria.latitude !== undefined} />
        </div>
      </form>
    </div>
  );
}
