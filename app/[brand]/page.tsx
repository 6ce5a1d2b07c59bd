import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { AvailableCount } from '@/components/home/available-count';
import { HeroSearch } from '@/components/home/hero-search';
import { RecentSearches } from '@/components/home/recent-searches';
import { StateLinks } from '@/components/home/state-links';
import { pageBrand } from '@/lib/brand/page';
import { states } from '@/lib/geo/states';
import { inventoryCounts } from '@/lib/listings/inventory-counts';
import { hrefFor } from '@/lib/navigation';
import { namedRouteTable } from '@/lib/navigation';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: (await pageBrand()).homeTitle } };
}

export default async function HomePage() {
  const [brand, counts, t] = await Promise.all([pageBrand(), inventoryCounts(), getTranslations('home')]);
  const stateLinks = states.map((s) => ({
    id: s.id,
    name: s.name,
    href: hrefFor(brand, { kind: 'search', state: s.slug, custom: [], page: 0 }),
    count: counts.byState.get(s.id) ?? 0,
  }));
  return (
    <>
      <HeroSearch title={t('heroTitle')} placeholder={brand.searchPlaceholder} action={hrefFor(brand, namedRouteTable['search-all'])} />
      <div className="mx-auto max-w-6xl px-4 pt-6">
        <AvailableCount count={counts.active} />
      </div>
      <RecentSearches heading={t('recentSearches')} />
      <StateLinks states={stateLinks} />
    </>
  );
}
