import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { PageClientCopy } from '@/components/ui/page-client-copy';
import { AddListingWorkspace } from '@/components/seller/add-listing-workspace';
import { requireAccountSession } from '@/lib/accounts/account-session';
import { pageBrand } from '@/lib/brand/page';
import { brandBySiteId, pageRobots, siteBrand } from '@/lib/brand/server';
import { usStates } from '@/lib/geo/us-states';
import { siteOrigin } from '@/lib/listings/seo/listing-urls';
import { hrefFor } from '@/lib/navigation';
import { routeFromSegments } from '@/lib/routing';

// Per user: the request's session is read, so nothing here is cached (docs/caching.md).

type Props = { params: Promise<{ path: string[] }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

/** SPEC §2.2 `siteId`: the site the seller came from (a brand's site id), when it names one. */
const sourceSiteId = z.coerce.number().int().positive().max(99).catch(0);

async function load({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'add-listing', path);
  if (!route) notFound();
  return { brand, route };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  await load(props);
  const t = await getTranslations('sellerWorkspace');
  return { title: t('title'), robots: pageRobots(true) };
}

/**
 * SPEC §2.1/§2.2/§2.3 add listing: on a brand with `addListingBrand` (farm, recreational) a permanent
 * redirect to that brand's add-listing page with siteId and utm source/medium; there, login first
 * (SPEC §6), then the seller workspace (docs/seller-workspace.md).
 */
export default async function AddListingPage(props: Props) {
  const { brand, route } = await load(props);
  const target = brand.addListingBrand ? siteBrand(brand.addListingBrand) : undefined;
  if (target) {
    permanentRedirect(`${siteOrigin(target)}${hrefFor(target, { kind: 'add-listing' }, { siteId: String(brand.siteId), utm_source: brand.key, utm_medium: 'referral' })}`);
  }
  const query = await props.searchParams;
  const origin = hrefFor(brand, route, typeof query.siteId === 'string' ? { siteId: query.siteId } : undefined);
  await requireAccountSession(brand, 'add-listing', origin);
  const t = await getTranslations('sellerWorkspace');
  const from = brandBySiteId(sourceSiteId.parse(query.siteId));
  const states = usStates.filter((state) => state.id !== 0).map((state) => ({ id: state.id, name: state.name })).sort((a, b) => a.name.localeCompare(b.name));
  return (
    <div className="mx-auto max-w-6xl px-4 py-6 sm:py-8" data-route-kind="add-listing">
      <h1 className="text-2xl font-bold md:text-3xl">{t('title')}</h1>
      <p className="mt-1 max-w-3xl text-muted">{t('intro', { brand: brand.name })}</p>
      {from && from.key !== brand.key && <p className="mt-2 max-w-3xl text-sm">{t('fromSite', { site: from.name })}</p>}
      <div className="mt-6">
        {/* The workspace's own copy (and the listing feature labels it shows) goes to the browser with this page only. */}
        <PageClientCopy extra={['sellerWorkspace', 'listing', 'map']}>
          <AddListingWorkspace states={states} colors={{ primary: brand.theme.colors.primary, accent: brand.theme.colors.accent }} mapStyleUrl={brand.mapStyleUrl} />
        </PageClientCopy>
      </div>
    </div>
  );
}
