import { getTranslations } from 'next-intl/server';
import { PageClientCopy } from '@/components/ui/page-client-copy';
import type { SiteBrand } from '@/lib/brand';
import type { FinanceCenterInfo } from '@/lib/finance';
import { FinanceCenterBlock } from './finance-center-block';
import { LazyFinanceContactModal } from './lazy-finance-contact-modal';
import { LenderFinder } from './lender-finder';
import { LoanCalculator } from './loan-calculator';

/** Copy the finance page's own client parts read, handed to the browser on this page only. */
const financeCopy = ['financePage', 'financeContact', 'loanCalculator'];

/**
 * The finance center (SPEC §2.1, docs/finance.md): the finance company's content when the page has one,
 * the land-loan calculator, and the lenders for a place, each with the finance contact modal.
 */
export async function FinancePage({ brand, center }: { brand: SiteBrand; center: FinanceCenterInfo | null }) {
  const t = await getTranslations('financePage');
  const consent = brand.leadConsent;
  return (
    <div data-route-kind="financing">
      <div className="border-b border-line bg-surface">
        <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
          <p className="text-sm font-semibold uppercase tracking-wide text-primary">{t('eyebrow')}</p>
          <h1 className="mt-1 text-3xl font-bold md:text-4xl">{center?.name ?? t('heading')}</h1>
          <p className="mt-2 max-w-2xl text-lg text-muted">{center?.headline ?? t('intro', { brand: brand.name })}</p>
        </div>
      </div>
      <PageClientCopy extra={financeCopy}>
        <div className="mx-auto max-w-6xl px-4 py-8">
          {center && <FinanceCenterBlock brand={brand} center={center} />}
          <div className={center ? 'mt-12' : ''}>
            <LoanCalculator />
          </div>
          <LenderFinder />
          <p className="mt-10 text-xs text-muted">{t('disclaimer', { brand: brand.name })}</p>
        </div>
        <LazyFinanceContactModal consent={{ shown: consent.active && consent.show, label: consent.checkboxLabel, checkedByDefault: consent.checkboxDefaultState }} />
      </PageClientCopy>
    </div>
  );
}
