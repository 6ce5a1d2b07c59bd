'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import { controlClass } from '@/components/ui/form-fields';
import type { FinanceByLocation, LenderSummary } from '@/lib/finance';
import { stateByAbbreviation, states } from '@/lib/geo/states';
import { FinanceContactButton } from './finance-contact-button';

type CountyChoice = { id: number; name: string };
type Place = { stateId: number | null; countyId: number | null };

const stateChoices = [...states].sort((a, b) => a.name.localeCompare(b.name));
const selectClass = clsx(controlClass, 'mt-1');

/** SPEC §7 financeByLocationData's path for a place: the county's, the state's, or everywhere's lenders. */
export function lendersPath({ stateId, countyId }: Place): string {
  if (stateId === null) return '/api/location/financeByLocationData/default/0/0';
  if (countyId === null) return `/api/location/financeByLocationData/state/${stateId}/0`;
  return `/api/location/financeByLocationData/county/${stateId}/${countyId}`;
}

/** The place a link names (`?state=TX&county=48299`, from a listing page), or none. */
function placeFromQuery(search: string): Place {
  const query = new URLSearchParams(search);
  const state = stateByAbbreviation(query.get('state') ?? '');
  const county = query.get('county') ?? '';
  const countyId = state && /^\d{4,5}$/.test(county) && Math.floor(Number(county) / 1000) === state.id ? Number(county) : null;
  return { stateId: state?.id ?? null, countyId };
}

const noSubscription = () => () => {};

async function fetchJson<T>(path: string): Promise<T | null> {
  try {
    const response = await fetch(path);
    return response.ok ? ((await response.json()) as T) : null;
  } catch {
    return null;
  }
}

/**
 * "Lenders near you" on the finance page: a state and a county to choose (or the ones a listing's link
 * names), and the lenders that serve that place, the most local first, each to contact.
 */
export function LenderFinder() {
  const t = useTranslations('financePage');
  const headingId = useId();
  // The cached page's HTML names no place; after hydration the link's place applies until the visitor picks one.
  const linkQuery = useSyncExternalStore(noSubscription, () => window.location.search, () => '');
  const [chosen, setPlace] = useState<Place | null>(null);
  const place = chosen ?? placeFromQuery(linkQuery);
  const [countyList, setCountyList] = useState<{ stateId: number; counties: CountyChoice[] } | null>(null);
  const [answer, setAnswer] = useState<{ path: string; lenders: LenderSummary[] | null } | null>(null);
  const path = lendersPath(place);
  const counties = countyList && countyList.stateId === place.stateId ? countyList.counties : [];

  useEffect(() => {
    const { stateId } = place;
    if (stateId === null) return;
    let current = true;
    void fetchJson<{ data: CountyChoice[] }>(`/api/location/counties/${stateId}`).then((list) => current && setCountyList({ stateId, counties: list?.data ?? [] }));
    return () => { current = false; };
  }, [place.stateId]); // eslint-disable-line react-hooks/exhaustive-deps -- only the state decides the counties
  useEffect(() => {
    let current = true;
    void fetchJson<FinanceByLocation>(path).then((found) => current && setAnswer({ path, lenders: found?.lenders ?? null }));
    return () => { current = false; };
  }, [path]);
  const lenders = answer?.path === path ? answer.lenders : undefined;

  return (
    <section aria-labelledby={headingId} className="mt-10">
      <h2 id={headingId} className="text-2xl font-bold">{t('lendersHeading')}</h2>
      <p className="mt-1 text-muted">{t('lendersIntro')}</p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2 lg:max-w-2xl">
        <div>
          <label htmlFor={`${headingId}-state`} className="text-sm font-semibold">{t('state')}</label>
          <select id={`${headingId}-state`} className={selectClass} value={place.stateId ?? ''} onChange={(e) => setPlace({ stateId: e.target.value ? Number(e.target.value) : null, countyId: null })}>
            <option value="">{t('anyState')}</option>
            {stateChoices.map((state) => <option key={state.id} value={state.id}>{state.name}</option>)}
          </select>
        </div>
        <div>
          <label htmlFor={`${headingId}-county`} className="text-sm font-semibold">{t('county')}</label>
          <select id={`${headingId}-county`} className={selectClass} value={place.countyId ?? ''} disabled={place.stateId === null || counties.length === 0}
            onChange={(e) => setPlace({ stateId: place.stateId, countyId: e.target.value ? Number(e.target.value) : null })}>
            <option value="">{t('anyCounty')}</option>
            {counties.map((county) => <option key={county.id} value={county.id}>{county.name}</option>)}
          </select>
        </div>
      </div>
      <div aria-live="polite" aria-busy={lenders === undefined} className="mt-6 min-h-24">
        {lenders === undefined ? (
          <p className="text-muted">{t('loadingLenders')}</p>
        ) : lenders === null ? (
          <p>{t('lendersFailed')}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="lenders">
            {lenders.map((lender) => <LenderCard key={lender.id} lender={lender} />)}
          </ul>
        )}
      </div>
    </section>
  );
}

function LenderCard({ lender }: { lender: LenderSummary }) {
  const t = useTranslations('financePage');
  return (
    <li className="flex flex-col rounded-lg border border-line bg-white p-4">
      <p className="text-xs font-semibold uppercase tracking-wide text-muted">{lender.serves ? t('serves', { place: lender.serves }) : t('servesEverywhere')}</p>
      <h3 className="mt-1 text-lg font-semibold">{lender.name}</h3>
      {lender.headline && <p className="mt-1 text-sm">{lender.headline}</p>}
      <div className="mt-auto flex flex-wrap items-center gap-3 pt-4">
        <FinanceContactButton financeCenterId={lender.id} name={lender.name}>{t('contact')}</FinanceContactButton>
        {lender.phone && <a className="text-sm font-semibold text-primary underline-offset-2 hover:underline" href={`tel:${lender.phone.replace(/[^\d+]/g, '')}`}>{lender.phone}</a>}
      </div>
    </li>
  );
}
