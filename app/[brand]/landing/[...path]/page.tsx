import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { cache } from 'react';
import { ListingPlacard } from '@/components/search/listing-placard';
import { pageBrand } from '@/lib/brand/page-brand';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { propertyTypes, type PropertyTypeId } from '@/lib/domain/property-type';
import { hrefFor } from '@/lib/navigation/links';
import { routeFromSegments, type LandingRoute } from '@/lib/routing';
import { propertyTypeFacets } from '@/lib/search/facets';
import { landingPlace } from '@/lib/search/landing';
import { placardLinks } from '@/lib/search/placard-links';
import { searchHref } from '@/lib/search/search-href';
import { searchListings } from '@/lib/search/search-listings';

// Cached per brand and URL, revalidated every 5 minutes (docs/caching.md); rendered on first request.
export const revalidate = 300;
export const generateStaticParams = () => [];

/** One lookup per request (metadata and page), keyed by the route's JSON. */
const placeOf = cache((routeJson: string) => landingPlace(JSON.parse(routeJson) as LandingRoute));

type Props = { params: Promise<{ path: string[] }> };

async function load(params: Props['params']) {
  const [brand, { path }] = await Promise.all([pageBrand(), params]);
  const route = routeFromSegments(brand.urlDialect, 'landing', path);
  const place = route ? await notFoundOnInputError(() => placeOf(JSON.stringify(route))) : null;
  if (!place) notFound();
  return { brand, place };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { place } = await load(params);
  return {
    title: `${place.name} Land for Sale`,
    description: `Farms, ranches, hunting land and acreage for sale in ${place.name}: browse listings by area, property type, price and size.`,
  };
}

/** Landing page of a state, region or county (main land site): counts, types, top listings, child areas. */
export default async function LandingPage({ params }: Props) {
  const { brand, place } = await load(params);
  const options = { now: new Date() };
  const [top, facets] = await notFoundOnInputError(() =>
    Promise.all([searchListings(place.criteria, { ...options, pageSize: 6 }), propertyTypeFacets(place.criteria, options)]),
  );
  const typeHref = (propertyType?: PropertyTypeId) =>
    searchHref(brand, { ...place.criteria, propertyTypes: propertyType ? [propertyType] : [] }, place.place);
  const types = propertyTypes.filter((t) => (facets[t.id] ?? 0) > 0).sort((a, b) => (facets[b.id] ?? 0) - (facets[a.id] ?? 0)).slice(0, 8);
  const childHeading = place.level === 'county' ? 'Cities and towns' : 'Areas';
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-8" data-route-kind="landing" data-landing-level={place.level}>
      <h1 className="text-3xl font-bold">{place.name} Land for Sale</h1>
      <p className="mt-2 text-lg text-muted" data-testid="landing-count" data-count={top.total}>
        {top.total.toLocaleString('en-US')} {top.total === 1 ? 'property' : 'properties'} for sale in {place.name}
      </p>
      <p className="mt-4">
        <a href={typeHref()} className="inline-block rounded-md bg-accent px-5 py-2.5 font-semibold text-accent-text">
          See all properties in {place.name}
        </a>
      </p>
      {types.length > 0 && (
        <section className="mt-8" aria-labelledby="landing-types">
          <h2 id="landing-types" className="text-xl font-semibold">By property type</h2>
          <ul className="mt-3 flex flex-wrap gap-2">
            {types.map((t) => (
              <li key={t.id}>
                <a href={typeHref(t.id)} className="inline-block rounded-full border border-line px-3 py-1 text-sm hover:bg-surface">
                  {t.label} ({(facets[t.id] ?? 0).toLocaleString('en-US')})
                </a>
              </li>
            ))}
          </ul>
        </section>
      )}
      {top.listings.length > 0 && (
        <section className="mt-10" aria-labelledby="landing-top">
          <h2 id="landing-top" className="text-xl font-semibold">Featured properties</h2>
          <ol className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {top.listings.map((listing, i) => (
              <li key={listing.id}>
                <ListingPlacard
                  listing={listing}
                  eager={i < 3}
                  {...placardLinks(brand, listing)}
                />
              </li>
            ))}
          </ol>
        </section>
      )}
      {place.children.length > 0 && (
        <section className="mt-10" aria-labelledby="landing-children">
          <h2 id="landing-children" className="text-xl font-semibold">{childHeading} in {place.name}</h2>
          <ul className="mt-4 grid grid-cols-2 gap-x-6 gap-y-1.5 sm:grid-cols-3 lg:grid-cols-4" data-testid="child-areas">
            {place.children.map((child) => (
              <li key={`${child.route.kind}-${child.name}`}>
                <a href={hrefFor(brand, child.route)} className="hover:underline">{child.name}</a>{' '}
                <span className="text-sm text-muted">({child.count.toLocaleString('en-US')})</span>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
