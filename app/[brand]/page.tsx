import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { ExploreCards } from '@/components/home/explore-cards';
import { FeaturedListings } from '@/components/home/featured-listings';
import { HeroSearch } from '@/components/home/hero-search';
import { LakeBrowse } from '@/components/home/lake-browse';
import { PopularSearches } from '@/components/home/popular-searches';
import { PropertyTypeGrid } from '@/components/home/property-type-grid';
import { RecentSearches } from '@/components/home/recent-searches';
import { StateBrowse } from '@/components/home/state-browse';
import { StateLinks } from '@/components/home/state-links';
import { UsMap } from '@/components/home/us-map';
import { heroArt } from '@/lib/brand/server';
import { preload } from 'react-dom';
import { pageBrand } from '@/lib/brand/page';
import { PropertyType, propertyTypeById } from '@/lib/domain';
import { states } from '@/lib/geo/states';
import { allLakefrontHref, lakeBrowse } from '@/lib/home/lake-browse';
import { stateBrowse } from '@/lib/home/state-browse';
import { enumLabels } from '@/lib/i18n/labels';
import { exploreHref } from '@/lib/listings/explore-links';
import { featuredListings } from '@/lib/listings/featured-listings';
import { inventoryCounts } from '@/lib/listings/inventory-counts';
import { hrefFor, namedRouteTable, searchRoute } from '@/lib/navigation';
import { exploreSections, type ExploreSection } from '@/lib/routing';
import { popularNamesOrNull } from '@/lib/search/popular-names';
import { popularSearchLinks } from '@/lib/search/popular-search-links';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
// Each render draws the next featured listings (lib/listings/featured-listings.ts).
export const revalidate = 300;
export const generateStaticParams = () => [];

export async function generateMetadata(): Promise<Metadata> {
  return { title: { absolute: (await pageBrand()).homeTitle } };
}

/** The featured types of the brand file as one property-type bit set (0: every type). */
const typeMask = (keys: readonly (keyof typeof PropertyType)[]) => keys.reduce((mask, key) => mask | PropertyType[key], 0);

/**
 * The home page (SPEC §2.1, docs/home-page.md): the hero search over the brand's picture, the
 * property-type grid, the brand's lakes, featured listings, the brand's state cards, the US map filter
 * with the list of states, the explore pages, popular searches and the visitor's recent searches.
 */
export default async function HomePage() {
  const brand = await pageBrand();
  const { stateBrowse: stateBrowseConfig, lakeBrowse: lakeBrowseConfig } = brand.home;
  const [counts, popular, featured, t, tAll, stateCards, lakeLinks] = await Promise.all([
    inventoryCounts(), popularNamesOrNull(brand.siteId), featuredListings(typeMask(brand.home.featuredTypes)),
    getTranslations('home'), getTranslations(),
    stateBrowseConfig ? stateBrowse(brand, stateBrowseConfig) : [], lakeBrowseConfig ? lakeBrowse(brand, lakeBrowseConfig.count) : [],
  ]);
  const stateLinks = states.map((s) => ({
    id: s.id,
    name: s.name,
    href: hrefFor(brand, searchRoute({ state: s.slug })),
    count: counts.byState.get(s.id) ?? 0,
  }));
  const labels = enumLabels((key, values) => tAll(key, values));
  const typeListings = new Map(popular?.propertyTypes.map((type) => [type.id, type.listings]));
  const tiles = brand.home.propertyTypes.flatMap((key) => {
    const type = propertyTypeById(PropertyType[key]);
    return type ? [{ key, label: labels.propertyType(type.id), href: hrefFor(brand, searchRoute({ propertyType: type.slug })), count: typeListings.get(type.id) ?? null }] : [];
  });
  const explore = Object.fromEntries(exploreSections.map((section) => [section, exploreHref(brand, section)])) as Record<ExploreSection, string>;
  const art = heroArt(brand);
  if (art?.kind === 'image') preload(art.src, { as: 'image', fetchPriority: 'high' });
  return (
    <>
      <HeroSearch
        title={t('heroTitle')}
        subtitle={t('heroSubtitle')}
        placeholder={brand.searchPlaceholder}
        action={hrefFor(brand, namedRouteTable['search-all'])}
        art={art}
        count={counts.active}
      />
      <PropertyTypeGrid tiles={tiles} />
      {lakeBrowseConfig && (
        <LakeBrowse heading={lakeBrowseConfig.heading} intro={lakeBrowseConfig.intro} lakes={lakeLinks} allHref={allLakefrontHref(brand)} />
      )}
      <FeaturedListings brand={brand} listings={featured} />
      {stateBrowseConfig && <StateBrowse heading={stateBrowseConfig.heading} intro={stateBrowseConfig.intro} cards={stateCards} />}
      <UsMap states={stateLinks} />
      <StateLinks states={stateLinks} />
      <ExploreCards links={explore} main={exploreHref(brand)} />
      <PopularSearches links={popularSearchLinks(brand, (key, values) => tAll(key, values), popular)} />
      <RecentSearches heading={t('recentSearches')} />
    </>
  );
}
