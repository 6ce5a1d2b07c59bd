import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { cache } from 'react';
import { ChildAreas } from '@/components/landing/child-areas';
import { TypeLinks } from '@/components/landing/type-links';
import { ListingPlacard } from '@/components/search/listing-placard';
import { placardPhotoLoad } from '@/components/search/placard-card';
import { pageBrand } from '@/lib/brand/page';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { propertyTypes, type PropertyTypeId } from '@/lib/domain';
import { hrefFor } from '@/lib/navigation';
import { routeFromSegments, type LandingRoute } from '@/lib/routing';
import { propertyTypeFacets } from '@/lib/search/facets';
import { landingPlace } from '@/lib/search/landing';
import { placardLinks } from '@/lib/search/placard-links';
import { searchListings } from '@/lib/search/search-listings';
import { searchTitle } from '@/lib/search/search-title';
import { urlFromCriteria } from '@/lib/search/url-from-criteria';
import { PlacardGrid } from '@/components/search/placard-grid';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

/** One lookup per request (metadata and page), keyed by the route's JSON. */
const placeOf = cache((routeJson: string) => landingPlace(JSON.parse(routeJson) as LandingRoute));

type Props = { params: Promise<{ path: string[] }> };

async function load(params: Props['params']) {
  const [brand, { path }, t] = await Promise.all([pageBrand(), params, getTranslations()]);
  const route = routeFromSegments(brand.urlDialect, 'landing', path);
  const place = route ? await notFoundOnInputError(() => placeOf(JSON.stringify(route))) : null;
  if (!place) notFound();
  return { brand, place, t, title: searchTitle(t, place.criteria, place.name) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { place, t, title } = await load(params);
  return { title, description: t('landing.description', { place: place.name }) };
}

/** Landing page of a state, region or county (main land site): counts, types, top listings, child areas. */
export default async function LandingPage({ params }: Props) {
  const { brand, place, t, title } = await load(params);
  const options = { now: new Date() };
  const [top, facets] = await notFoundOnInputError(() =>
    Promise.all([searchListings(place.criteria, { ...options, pageSize: 6 }), propertyTypeFacets(place.criteria, options)]),
  );
  const typeHref = (propertyType?: PropertyTypeId) =>
    urlFromCriteria({ dialect: brand.urlDialect, place: place.place }, { ...place.criteria, propertyTypes: propertyType ? [propertyType] : [] });
  const types = propertyTypes
    .map((type) => ({ id: type.id, href: typeHref(type.id), count: facets[type.id] ?? 0 }))
    .filter((type) => type.count > 0)
    .sort((a, b) => b.count - a.count)
    .slice(0, 8);
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8" data-route-kind="landing" data-landing-level={place.level}>
      <h1 className="text-3xl font-bold">{title}</h1>
      <p className="mt-2 text-lg text-muted" data-testid="landing-count" data-count={top.total}>
        {t('landing.count', { count: top.total, place: place.name })}
      </p>
      <p className="mt-4">
        <a href={typeHref()} className="inline-block rounded-md bg-accent px-5 py-2.5 font-semibold text-accent-text">
          {t('landing.seeAll', { place: place.name })}
        </a>
      </p>
      <TypeLinks links={types} />
      {top.listings.length > 0 && (
        <section className="mt-10" aria-labelledby="landing-top">
          <h2 id="landing-top" className="text-xl font-semibold">{t('landing.featured')}</h2>
          <PlacardGrid fullWidth className="mt-4">
            {top.listings.map((listing, i) => (
              <li key={listing.id}>
                <ListingPlacard listing={listing} load={placardPhotoLoad(i)} {...placardLinks(brand, listing)} />
              </li>
            ))}
          </PlacardGrid>
        </section>
      )}
      <ChildAreas
        level={place.level}
        place={place.name}
        areas={place.children.map((child) => ({ name: child.name, href: hrefFor(brand, child.route), count: child.count }))}
      />
    </div>
  );
}
