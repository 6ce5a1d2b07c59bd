import clsx from 'clsx';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import type { SiteBrand } from '@/lib/brand';
import { hrefFor } from '@/lib/navigation';
import type { LandsConnectorSection } from '@/lib/routing';
import { LeadsBadge } from '@/components/seller/leads-badge';
import { TabRow } from '@/components/ui/tab-row';

/** The seller's pages inside the lands connector; `undefined` is the overview with My listings. */
export const sellerSections: readonly (LandsConnectorSection | undefined)[] = [undefined, 'leads', 'numbers', 'profile', 'plan'];

/** Tabs between the seller's pages (docs/seller-workspace.md), with the unread-leads badge read in the browser. */
export async function SellerNav({ brand, current }: { brand: SiteBrand; current: LandsConnectorSection | undefined }) {
  const t = await getTranslations('sellerNav');
  return (
    <TabRow label={t('label')} current={current ?? 'listings'} className="-mx-4 overflow-x-auto px-4" testId="seller-nav">
      <ul className="flex min-w-max gap-2">
        {sellerSections.map((section) => {
          const here = section === current;
          return (
            <li key={section ?? 'listings'}>
              <Link prefetch={false} href={hrefFor(brand, { kind: 'lands-connector', section })} aria-current={here ? 'page' : undefined}
                className={clsx(
                  'inline-flex min-h-10 items-center gap-2 rounded-full border px-4 text-sm font-semibold',
                  here ? 'border-primary bg-primary text-white' : 'border-line bg-white text-ink hover:border-primary',
                )}>
                {t(section ?? 'listings')}
                {section === 'leads' && <LeadsBadge />}
              </Link>
            </li>
          );
        })}
      </ul>
    </TabRow>
  );
}
