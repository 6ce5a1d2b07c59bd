import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { ResultList } from '@/components/search/result-list';
import { currentBrand } from '@/lib/brand/current-brand';
import { hrefFor } from '@/lib/navigation/links';
import { routeFromSegments } from '@/lib/routing';
import { resizedImageUrl } from '@/lib/images';
import { locationListings } from '@/lib/search/location-listings';
import { resolveLocation } from '@/lib/search/resolve-location';

type Props = { params: Promise<{ path: string[] }> };

async function load(params: Props['params']) {
  const [brand, { path }] = await Promise.all([currentBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'search', path);
  const location = route ? await resolveLocation(route) : null;
  if (!route || !location) notFound();
  return { brand, route, location };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { location } = await load(params);
  const t = await getTranslations('search');
  return { title: location.label ? t('title', { place: location.label }) : t('national') };
}

export default async function SearchPage({ params }: Props) {
  const { brand, route, location } = await load(params);
  const [t, results] = await Promise.all([getTranslations('search'), locationListings(location, route.page)]);
  const items = results.listings.map((l) => ({
    ...l,
    href: hrefFor(brand, { kind: 'property', id: l.id, location: l.canonicalLocation }),
    imageSrc: l.thumbnailDocumentId ? resizedImageUrl({ documentId: l.thumbnailDocumentId, height: 288, width: 432 }) : null,
  }));
  return (
    <div className="mx-auto max-w-7xl px-4 py-8" data-route-kind="search">
      <h1 className="text-2xl font-bold md:text-3xl">{location.label ? t('title', { place: location.label }) : t('national')}</h1>
      <p className="mt-1 text-muted" data-testid="result-count">
        {t('resultCount', { count: results.total })}
      </p>
      <div className="mt-6">
        <ResultList items={items} />
      </div>
    </div>
  );
}
