import clsx from 'clsx';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { accountPageKeys, type AccountPage } from '@/lib/accounts/login-redirect';
import type { SiteBrand } from '@/lib/brand';
import { AccountNav } from './account-nav';

interface Props {
  brand: SiteBrand;
  page: AccountPage;
  /** Placard pages use the search screen's width; forms and lists stay narrower. */
  wide?: boolean;
  /** Beside the heading, e.g. the number of favourites. */
  aside?: ReactNode;
  /** A page inside a tab (the seller's pages in the lands connector) names itself: keys under accountPages.titles and .intros. */
  copyKey?: string;
  children: ReactNode;
}

/** Heading, intro and tabs shared by the account pages. */
export async function AccountPageFrame({ brand, page, wide = false, aside, copyKey, children }: Props) {
  const t = await getTranslations('accountPages');
  const key = copyKey ?? accountPageKeys[page];
  return (
    <div className={clsx('mx-auto px-4 py-6 sm:py-8', wide ? 'max-w-screen-2xl' : 'max-w-5xl')} data-route-kind="account" data-account-page={page}>
      <div className="flex flex-wrap items-end justify-between gap-2">
        <h1 className="text-2xl font-bold md:text-3xl">{t(`titles.${key}`)}</h1>
        {aside}
      </div>
      <p className="mt-1 max-w-3xl text-muted">{t(`intros.${key}`, { brand: brand.name })}</p>
      <div className="mt-5">
        <AccountNav brand={brand} current={page} />
      </div>
      <div className="mt-6">{children}</div>
    </div>
  );
}
