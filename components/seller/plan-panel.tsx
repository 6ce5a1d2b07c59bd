'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useState } from 'react';
import { FormAlert } from '@/components/ui/form-fields';
import {
  fetchMyListings, fetchSellerPlan, plans, sendUpgradeRequest, upgrades,
  type MyListingView, type PlanFeature, type Requestable, type SellerPlanView,
} from '@/lib/listing-editor';
import { PlanTable } from './plan-table';
import { UpgradeRequestForm } from './upgrade-request-form';

const buttonClass = 'inline-flex min-h-10 items-center justify-center rounded border border-primary px-3 text-sm font-semibold text-primary hover:bg-primary hover:text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary';

/**
 * The seller's plan and what it includes, the better plans and the listing upgrades side by side, and
 * requests for them stored for the sales team (SPEC §3 tiers and upgrade levels; docs/seller-workspace.md).
 * Payment is not taken here.
 */
export function PlanPanel() {
  const t = useTranslations('planPanel');
  const [plan, setPlan] = useState<SellerPlanView | null | undefined>(undefined);
  const [listings, setListings] = useState<readonly MyListingView[]>([]);
  const [version, setVersion] = useState(0);
  const [notice, setNotice] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void Promise.all([fetchSellerPlan(), fetchMyListings({ status: 'all', q: '', sort: 'updated', page: 1 })]).then(([nextPlan, page]) => {
      if (!current) return;
      setPlan(nextPlan);
      setListings(page?.rows ?? []);
    });
    return () => {
      current = false;
    };
  }, [version]);

  const request = useCallback(async (requested: Requestable, listingId?: number, note = '') => {
    setNotice(null);
    setMessage(null);
    const result = await sendUpgradeRequest({ requested, ...(listingId === undefined ? {} : { listingId }), message: note });
    if (!result.ok) {
      setMessage(result.status === 429 ? t('tooMany') : (result.message ?? t('requestFailed')));
      return false;
    }
    setNotice(t('requested'));
    setVersion((v) => v + 1);
    return true;
  }, [t]);

  if (plan === undefined) return <p className="text-muted" role="status">{t('loading')}</p>;
  if (plan === null) {
    return (
      <div className="rounded-lg border border-line bg-white p-5" role="alert">
        <p>{t('failed')}</p>
        <button type="button" className={`${buttonClass} mt-3`} onClick={() => setVersion((v) => v + 1)}>{t('retry')}</button>
      </div>
    );
  }

  const currentIndex = plans.findIndex((p) => p.id === plan.plan.id);
  const openFor = (requested: Requestable) => plan.openRequests.some((r) => r.requested === requested && r.listingId === null);
  const planColumns = plans.map((p, index) => ({
    id: p.id,
    name: t(`plans.${p.id}`),
    features: p.features,
    current: p.id === plan.plan.id,
    action: index > currentIndex && (p.id === 'premium' || p.id === 'signature')
      ? openFor(p.id)
        ? <span className="text-sm text-muted">{t('pending')}</span>
        : <button type="button" className={buttonClass} onClick={() => void request(p.id as Requestable)}>{t('requestPlan', { plan: t(`plans.${p.id}`) })}</button>
      : undefined,
  }));
  const upgradeColumns = upgrades.map((u) => ({ id: u.id, name: t(`upgrades.${u.id}`), features: u.features }));
  const titleOf = (id: number | null) => listings.find((l) => l.id === id)?.title ?? (id === null ? '' : t('listingNumber', { id }));

  return (
    <div className="space-y-8" data-testid="plan-panel">
      <section aria-labelledby="plan-current" className="rounded-lg border border-line bg-white p-5">
        <h2 id="plan-current" className="text-lg font-semibold">{t('currentHeading')}</h2>
        <p className="mt-1 text-2xl font-bold" data-testid="current-plan">{t(`plans.${plan.plan.id}`)}</p>
        <ul className="mt-3 grid gap-1 text-sm sm:grid-cols-2">
          {plan.plan.features.map((feature) => <li key={feature}>✓ {t(`features.${feature as PlanFeature}`)}</li>)}
        </ul>
        <p className="mt-3 text-sm text-muted">{t('tierNote')}</p>
      </section>

      <div aria-live="polite">
        {notice && <p className="rounded border border-primary bg-primary/5 p-3 text-sm" role="status">{notice}</p>}
        <FormAlert message={message} />
      </div>

      <section aria-labelledby="plan-compare">
        <h2 id="plan-compare" className="text-lg font-semibold">{t('plansHeading')}</h2>
        <p className="mb-3 text-sm text-muted">{t('plansIntro')}</p>
        <PlanTable caption={t('plansHeading')} columns={planColumns} />
      </section>

      <section aria-labelledby="plan-upgrades">
        <h2 id="plan-upgrades" className="text-lg font-semibold">{t('upgradesHeading')}</h2>
        <p className="mb-3 text-sm text-muted">{t('upgradesIntro')}</p>
        <PlanTable caption={t('upgradesHeading')} columns={upgradeColumns} />
        <UpgradeRequestForm listings={listings} onRequest={(requested, listingId, note) => request(requested, listingId, note)} />
      </section>

      <section aria-labelledby="plan-open">
        <h2 id="plan-open" className="text-lg font-semibold">{t('openHeading')}</h2>
        {plan.openRequests.length === 0 ? (
          <p className="text-sm text-muted">{t('noOpen')}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line rounded-lg border border-line bg-white" data-testid="open-requests">
            {plan.openRequests.map((r) => (
              <li key={r.id} className="flex flex-wrap justify-between gap-2 p-3 text-sm">
                <span className="font-semibold">{r.listingId === null ? t(`plans.${r.requested as 'premium'}`) : `${t(`upgrades.${r.requested as 'gold'}`)} · ${titleOf(r.listingId)}`}</span>
                <span className="text-muted">{t('requestedOn', { date: new Date(r.createdAt) })}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
