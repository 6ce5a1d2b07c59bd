'use client';

import { useRouter } from 'next/navigation';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { activityNames } from '@/lib/domain/activity';
import { MarketStatus, marketStatusLabel } from '@/lib/domain/market-status';
import { propertyTypes } from '@/lib/domain/property-type';
import { listingAgeDays, priceChangeLookbackDays, type SearchCriteria } from '@/lib/search/criteria';
import { activeFilterCount } from '@/lib/search/filter-count';
import { fetchSearchUrl } from '@/lib/search/fetch-search-url';
import { criteriaFromForm } from '@/lib/search/filter-form';
import { acresRangeLabel, rangeLabel } from '@/lib/search/range-label';

interface Props {
  siteId: number;
  criteria: SearchCriteria;
  /** Listings per property type id for the current search without its type choice. */
  facets: Record<number, number>;
}

const activityLabel = (name: string) => name.replace(/-/g, ' / ').replace(/^\w/, (c) => c.toUpperCase());

function NumberField({ name, label, value, error }: { name: string; label: string; value: number | undefined; error?: string }) {
  const id = useId();
  return (
    <label htmlFor={id} className="flex flex-col gap-1 text-sm">
      <span>{label}</span>
      <input id={id} name={name} inputMode="numeric" defaultValue={value ?? ''} aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined} className="w-full rounded border border-line px-2 py-1.5" />
      {error && <span id={`${id}-error`} className="text-xs text-red-700">{error}</span>}
    </label>
  );
}

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded border border-line p-3">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">{children}</div>
    </fieldset>
  );
}

/**
 * The search filters: price and acres ranges, property type and the more-filters panel with every
 * criterion. Applying asks the server for the brand's URL of the new criteria (SPEC §7 searchUrl)
 * and navigates there, so the URL, the results and the count change together.
 */
export function FilterBar({ siteId, criteria, facets }: Props) {
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [moreOpen, setMoreOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const panelId = useId();
  const badge = activeFilterCount(criteria);

  async function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const result = criteriaFromForm(criteria, new FormData(event.currentTarget));
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setBusy(true);
    const url = await fetchSearchUrl(siteId, result.criteria);
    setBusy(false);
    if (url) router.push(url);
    else setErrors({ form: 'These filters could not be applied. Please try again.' });
  }

  const price = rangeLabel(criteria.priceMin, criteria.priceMax);
  const acres = acresRangeLabel(criteria.acresMin, criteria.acresMax);
  return (
    <form onSubmit={apply} className="rounded-lg border border-line bg-white p-3" aria-label="Search filters" data-testid="filter-bar">
      <div className="flex flex-wrap items-end gap-3">
        <fieldset className="flex items-end gap-2">
          <legend className="mb-1 text-sm font-semibold">Price {price && <span className="font-normal text-muted">({price})</span>}</legend>
          <NumberField name="priceMin" label="Min price" value={criteria.priceMin} error={errors.priceMin} />
          <NumberField name="priceMax" label="Max price" value={criteria.priceMax} error={errors.priceMax} />
        </fieldset>
        <fieldset className="flex items-end gap-2">
          <legend className="mb-1 text-sm font-semibold">Acres {acres && <span className="font-normal text-muted">({acres})</span>}</legend>
          <NumberField name="acresMin" label="Min acres" value={criteria.acresMin} error={errors.acresMin} />
          <NumberField name="acresMax" label="Max acres" value={criteria.acresMax} error={errors.acresMax} />
        </fieldset>
        <label className="flex flex-col gap-1 text-sm">
          <span className="font-semibold">Property type</span>
          <input type="hidden" name="propertyTypes:present" value="1" />
          <select name="propertyTypes" defaultValue={criteria.propertyTypes.length === 1 ? String(criteria.propertyTypes[0]) : ''} className="rounded border border-line px-2 py-1.5">
            <option value="">All types</option>
            {propertyTypes.map((t) => (
              <option key={t.id} value={t.id}>
                {t.label} ({(facets[t.id] ?? 0).toLocaleString('en-US')})
              </option>
            ))}
          </select>
        </label>
        <button type="button" aria-expanded={moreOpen} aria-controls={panelId} onClick={() => setMoreOpen((o) => !o)}
          className="rounded border border-line px-3 py-1.5 text-sm font-semibold">
          More filters
          {badge > 0 && (
            <span className="ml-2 rounded-full bg-accent px-2 text-xs text-accent-text" data-testid="filter-count" aria-label={`${badge} active filters`}>
              {badge}
            </span>
          )}
        </button>
        <button type="submit" disabled={busy} className="rounded bg-accent px-4 py-1.5 text-sm font-semibold text-accent-text">
          {busy ? 'Applying…' : 'Apply'}
        </button>
      </div>
      {errors.form && <p role="alert" className="mt-2 text-sm text-red-700">{errors.form}</p>}
      <div id={panelId} hidden={!moreOpen} className="mt-4 grid gap-3" data-testid="more-filters">
        <Fieldset legend="Home">
          <NumberField name="bedMin" label="Min beds" value={criteria.bedMin} error={errors.bedMin} />
          <NumberField name="bathMin" label="Min baths" value={criteria.bathMin} error={errors.bathMin} />
          <NumberField name="sqftMin" label="Min sq ft" value={criteria.sqftMin} error={errors.sqftMin} />
          <label className="flex flex-col gap-1 text-sm">
            <span>House</span>
            <select name="hasHouse" defaultValue={criteria.hasHouse === undefined ? 'either' : criteria.hasHouse ? 'yes' : 'no'} className="rounded border border-line px-2 py-1.5">
              <option value="either">Either</option>
              <option value="yes">With a house</option>
              <option value="no">Without a house</option>
            </select>
          </label>
        </Fieldset>
        <Fieldset legend="Listing">
          <label className="flex flex-col gap-1 text-sm">
            <span>Listed</span>
            <select name="dateListed" defaultValue={criteria.dateListed ?? ''} className="rounded border border-line px-2 py-1.5">
              <option value="">Any time</option>
              {listingAgeDays.map((d) => (
                <option key={d} value={d}>{d === 1 ? 'Past 24 hours' : `Past ${d} days`}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>Price changed</span>
            <select name="priceChangeLookback" defaultValue={criteria.priceChangeLookback ?? ''} className="rounded border border-line px-2 py-1.5">
              <option value="">Any time</option>
              {priceChangeLookbackDays.map((d) => (
                <option key={d} value={d}>{`Past ${d} days`}</option>
              ))}
            </select>
          </label>
          <label className="flex flex-col gap-1 text-sm">
            <span>Change</span>
            <select name="priceChangeType" defaultValue={criteria.priceChangeType} className="rounded border border-line px-2 py-1.5">
              <option value="none">Any change</option>
              <option value="reduction">Reductions</option>
              <option value="change">Any nonzero change</option>
            </select>
          </label>
          <label className="col-span-2 flex flex-col gap-1 text-sm sm:col-span-3">
            <span>Keywords</span>
            <input name="keywordQuery" type="search" defaultValue={criteria.keywordQuery ?? ''} className="rounded border border-line px-2 py-1.5" />
          </label>
          {criteria.latitude !== undefined && <NumberField name="radius" label="Radius (miles)" value={criteria.radius} error={errors.radius} />}
        </Fieldset>
        <Fieldset legend="Features">
          {(['hasVideo', 'hasVirtualTour', 'hasCustomMap', 'mineralRights', 'ownerFinancing'] as const).map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input type="hidden" name={`${name}:present`} value="1" />
              <input type="checkbox" name={name} defaultChecked={criteria[name] === true} />
              {{ hasVideo: 'Video', hasVirtualTour: '3D tour', hasCustomMap: 'Custom map', mineralRights: 'Mineral rights', ownerFinancing: 'Owner financing' }[name]}
            </label>
          ))}
        </Fieldset>
        <Fieldset legend="Activities">
          <input type="hidden" name="activityTypes:present" value="1" />
          {activityNames.map((name) => (
            <label key={name} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="activityTypes" value={name} defaultChecked={criteria.activityTypes.includes(name)} />
              {activityLabel(name)}
            </label>
          ))}
        </Fieldset>
        <Fieldset legend="Sale">
          <input type="hidden" name="transactionTypes:present" value="1" />
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="transactionTypes" value="1" defaultChecked={criteria.transactionTypes.includes(1)} /> For sale
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" name="transactionTypes" value="2" defaultChecked={criteria.transactionTypes.includes(2)} /> Auction
          </label>
          <input type="hidden" name="marketStatuses:present" value="1" />
          {Object.values(MarketStatus).map((status) => (
            <label key={status} className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="marketStatuses" value={status} defaultChecked={criteria.marketStatuses.includes(status)} />
              {marketStatusLabel[status]}
            </label>
          ))}
        </Fieldset>
      </div>
    </form>
  );
}
