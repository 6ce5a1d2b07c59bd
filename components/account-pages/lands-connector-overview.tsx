import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { landsConnectorSummary } from '@/lib/accounts/lands-connector';
import { notifyLabelKeys } from '@/lib/accounts/notify';
import type { SiteBrand } from '@/lib/brand';
import { hrefFor, isLink, namedHref, namedLink } from '@/lib/navigation';
import { PageClientCopy } from '@/components/ui/page-client-copy';
import { SellerSectionBody } from '@/components/seller/seller-section-body';
import { AccountPageFrame } from './account-page-frame';
import { SellerNav } from './seller-nav';

function Card({ heading, children, links }: { heading: string; children: ReactNode; links: readonly { href: string; label: string }[] }) {
  return (
    <section className="flex flex-col rounded-lg border border-line bg-white p-5">
      <h2 className="text-lg font-semibold">{heading}</h2>
      <div className="mt-2 flex-1 space-y-1">{children}</div>
      <div className="mt-4 flex flex-wrap gap-x-4 gap-y-2">
        {links.map((link) => (
          <Link prefetch={false} key={link.href} href={link.href} className="font-semibold text-primary underline underline-offset-2 hover:no-underline">{link.label}</Link>
        ))}
      </div>
    </section>
  );
}

/**
 * The lands connector (SPEC §2.2; its content is ours, docs/accounts.md): the user's saved searches and
 * favourites with their email settings and, on the main land site where "Manage Listings" leads here
 * (SPEC §6), the listings of the account they advertise with.
 */
export async function LandsConnectorOverview({ brand, userId }: { brand: SiteBrand; userId: number }) {
  const [t, tn, summary] = await Promise.all([getTranslations('accountPages.landsConnector'), getTranslations('savedSearches.notify'), landsConnectorSummary(userId, brand)]);
  if (!summary) notFound();
  // No link to adding a listing while that page is not built (docs/not-found.md); the offer to sell needs it.
  const addListing = namedLink(brand, 'add-listing', t('listings.add'));
  const sellCard = addListing && (
    <Card heading={t('sell.heading')} links={[addListing]}>
      <p className="text-muted">{t('sell.body', { brand: brand.name })}</p>
    </Card>
  );
  return (
    <AccountPageFrame brand={brand} page="lands-connector">
      <div className="grid gap-4 md:grid-cols-2 xl:grid-cols-3" data-testid="lands-connector">
        <Card heading={t('searches.heading')} links={[{ href: namedHref(brand, 'saved-searches'), label: t('searches.link') }]}>
          <p className="text-2xl font-bold" data-testid="saved-search-count">{t('searches.count', { count: summary.savedSearches })}</p>
          <p className="text-muted">{summary.savedSearches > 0 ? t('searches.alerting', { count: summary.alertingSearches }) : t('searches.empty')}</p>
        </Card>
        <Card heading={t('favorites.heading')} links={[{ href: namedHref(brand, 'saved-properties'), label: t('favorites.link') }]}>
          <p className="text-2xl font-bold" data-testid="favorite-count">{t('favorites.count', { count: summary.favorites })}</p>
          <p className="text-muted">{t('favorites.alerts', { frequency: tn(notifyLabelKeys[summary.favoriteAlerts]) })}</p>
        </Card>
        <Card heading={t('settings.heading')} links={[{ href: namedHref(brand, 'account-settings'), label: t('settings.link') }]}>
          <p className="text-muted">{t('settings.body')}</p>
        </Card>
        {/* SPEC §6: managing listings is the main land site's tool (brand file: manageListings); elsewhere sellers are offered to add one. */}
        {summary.sellerAccount && brand.manageListings ? (
          <Card heading={t('listings.heading')}
            links={[{ href: hrefFor(brand, { kind: 'propertylink', brokerId: summary.sellerAccount.accountId }), label: t('listings.view') }, addListing].filter(isLink)}>
            <p className="text-2xl font-bold" data-testid="listing-count">{t('listings.count', { count: summary.sellerAccount.activeListings })}</p>
          </Card>
        ) : (
          sellCard
        )}
      </div>
      {/* SPEC §6 "Manage Listings": the seller's listings to run, on the site that manages them. */}
      {summary.sellerAccount && brand.manageListings && (
        <div className="mt-6">
          <PageClientCopy extra={['sellerWorkspace', 'sellerNav']}>
            <SellerNav brand={brand} current={undefined} />
            <div className="mt-4"><SellerSectionBody section="listings" numbersHref={hrefFor(brand, { kind: 'lands-connector', section: 'numbers' })} editHref={hrefFor(brand, { kind: 'add-listing' })} /></div>
          </PageClientCopy>
        </div>
      )}
    </AccountPageFrame>
  );
}
