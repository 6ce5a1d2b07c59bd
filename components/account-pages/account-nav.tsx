import clsx from 'clsx';
import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { accountPageKeys, accountPages, type AccountPage } from '@/lib/accounts/login-redirect';
import type { SiteBrand } from '@/lib/brand';
import { hrefFor } from '@/lib/navigation';
import type { Route } from '@/lib/routing';
import { TabRow } from '@/components/ui/tab-row';

const routes: Readonly<Record<AccountPage, Route>> = {
  settings: { kind: 'account', section: 'details', page: 0 },
  'saved-searches': { kind: 'account', section: 'saved-searches', page: 0 },
  'saved-properties': { kind: 'account', section: 'saved-properties', page: 0 },
  'lands-connector': { kind: 'lands-connector' },
};

/** The account pages as tabs (SPEC §2.6 My Account: Settings, Saved Searches, Favorites; plus the lands connector). */
export async function AccountNav({ brand, current }: { brand: SiteBrand; current: AccountPage }) {
  const t = await getTranslations('accountPages.nav');
  return (
    <TabRow label={t('label')} current={current} className="-mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-line">
        {accountPages.map((page) => (
          <li key={page}>
            <Link prefetch={false} href={hrefFor(brand, routes[page])} aria-current={page === current ? 'page' : undefined}
              className={clsx(
                '-mb-px block border-b-2 px-3 py-2 text-sm font-semibold sm:px-4',
                page === current ? 'border-primary text-ink' : 'border-transparent text-muted hover:text-ink',
              )}>
              {t(accountPageKeys[page])}
            </Link>
          </li>
        ))}
      </ul>
    </TabRow>
  );
}
