import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ExploreCards } from '@/components/home/explore-cards';
import { ListingsBand } from '@/components/home/featured-listings';
import { ExplorePage } from '@/components/home/explore-page';
import { pageBrand } from '@/lib/brand/page';
import { pageRobots } from '@/lib/brand/server';
import { exploreHref, exploreSearchHref } from '@/lib/listings/explore-links';
import { exploreListings } from '@/lib/listings/explore-listings';
import { siteOrigin } from '@/lib/listings/seo';
import { exploreSections, routeFromSegments, type ExploreSection } from '@/lib/routing';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

type Props = { params: Promise<{ path: string[] }> };

/** Listings each band of the main explore page shows; a section's own page shows EXPLORE_LISTINGS. */
const BAND = 4;

async function load({ params }: Props) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'explore', path);
  if (!route) notFound();
  return { brand, section: route.section };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { brand, section } = await load(props);
  const t = await getTranslations('explore');
  const key = section ?? 'main';
  return {
    title: t(`${key}.title`),
    description: t(`${key}.description`, { brand: brand.name }),
    alternates: { canonical: `${siteOrigin(brand)}${exploreHref(brand, section)}` },
    robots: pageRobots(),
  };
}

/** SPEC §2.1 explore sub-pages: main (/explore/), new listings, auctions and deals (docs/home-page.md). */
export default async function ExploreRoutePage(props: Props) {
  const { brand, section } = await load(props);
  const t = await getTranslations('explore');
  const links = Object.fromEntries(exploreSections.map((s) => [s, exploreHref(brand, s)])) as Record<ExploreSection, string>;
  if (section) {
    const listings = await exploreListings(section);
    return (
      <ExplorePage heading={t(`${section}.heading`)} intro={t(`${section}.intro`)} section={section} brand={brand} listings={listings}
        searchAll={{ href: exploreSearchHref(brand, section), label: t(`${section}.searchAll`) }} empty={t(`${section}.empty`)} />
    );
  }
  const bands = await Promise.all(exploreSections.map(async (s) => ({ section: s, listings: await exploreListings(s, BAND) })));
  return (
    <ExplorePage heading={t('main.heading')} intro={t('main.intro', { brand: brand.name })} brand={brand}>
      {/* The page's own heading already says "Explore land for sale". */}
      <ExploreCards links={links} heading={t('main.listsHeading')} />
      {bands.map(({ section: s, listings }) => (
        <ListingsBand key={s} brand={brand} listings={listings} id={`explore-${s}`} heading={t(`${s}.heading`)} more={{ href: links[s], label: t('seeAll') }} data-testid={`explore-band-${s}`} />
      ))}
    </ExplorePage>
  );
}
