import type { Metadata } from 'next';
import { notFound, redirect } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { FilterBar } from '@/components/search/filter-bar';
import { ListingPlacard } from '@/components/search/listing-placard';
import { NoResults } from '@/components/search/no-results';
import { Pagination } from '@/components/search/pagination';
import { ResultsLayout } from '@/components/search/results-layout';
import { SortMenu } from '@/components/search/sort-menu';
import { currentBrand } from '@/lib/brand/current-brand';
import { hrefFor } from '@/lib/navigation/links';
import { brokerNameSlug, routeFromSegments } from '@/lib/routing';
import { defaultCriteria, type SearchCriteria } from '@/lib/search/criteria';
import { criteriaFromUrl, criteriaToUrl } from '@/lib/search/criteria-url';
import { propertyTypeFacets } from '@/lib/search/facets';
import { resolveFreeText } from '@/lib/search/free-text';
import { resolveLocation } from '@/lib/search/resolve-location';
import { searchListings } from '@/lib/search/search-listings';
import { searchName } from '@/lib/search/search-name';
import { searchUrl } from '@/lib/search/search-url';

type Props = {
  params: Promise<{ path: string[] }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

function toParams(raw: Record<string, string | string[] | undefined>): URLSearchParams {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(raw)) {
    for (const v of Array.isArray(value) ? value : value === undefined ? [] : [value]) params.append(name, v);
  }
  return params;
}

async function load({ params, searchParams }: Props) {
  const [brand, { path }, query] = await Promise.all([currentBrand(), params, searchParams.then(toParams)]);
  const route = routeFromSegments(brand.urlDialect, 'search', path);
  const location = route ? await resolveLocation(route) : null;
  if (!route || !location) notFound();
  const text = query.get('q');
  if (text !== null) {
    // The hero box and the search box submit free text: a place goes to its own URL, anything else is a keyword search.
    query.delete('q');
    const target = await resolveFreeText(brand, text);
    redirect(target ?? (await searchUrl(brand, defaultCriteria({ keywordQuery: text.trim().slice(0, 200) || undefined }))));
  }
  const parsed = criteriaFromUrl(route, query, location);
  if (!parsed.ok) notFound();
  if (parsed.rejected.length > 0) redirect(await searchUrl(brand, parsed.criteria));
  return { brand, route, location, criteria: parsed.criteria };
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const { location } = await load(props);
  const t = await getTranslations('search');
  return { title: location.label ? t('title', { place: location.label }) : t('national') };
}

export default async function SearchPage(props: Props) {
  const { brand, route, location, criteria } = await load(props);
  const options = { now: new Date() };
  const [t, results, facets] = await Promise.all([
    getTranslations('search'),
    searchListings(criteria, options),
    propertyTypeFacets(criteria, options),
  ]);
  const place = { state: route.state, area: route.area };
  const urlOf = (c: SearchCriteria) => {
    const { route: r, query } = criteriaToUrl(c, place);
    const path = hrefFor(brand, r);
    return query ? `${path}?${query}` : path;
  };
  if (criteria.pageIndex > 0 && criteria.pageIndex >= results.pageCount) {
    redirect(urlOf({ ...criteria, pageIndex: Math.max(0, results.pageCount - 1) }));
  }
  const heading = location.label ? t('title', { place: location.label }) : t('national');
  return (
    <div className="mx-auto max-w-screen-2xl px-4 py-6" data-route-kind="search">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold md:text-3xl">{heading}</h1>
          <p className="mt-1 text-muted">
            <span data-testid="result-count" data-count={results.total}>{t('resultCount', { count: results.total })}</span>
            <span className="sr-only"> · </span>
            <span className="ml-2 text-sm" data-testid="search-name">{searchName(criteria)}</span>
          </p>
        </div>
        <SortMenu current={criteria.sortOrderId} hrefForSort={(sortOrderId) => urlOf({ ...criteria, sortOrderId, pageIndex: 0 })} />
      </div>
      <div className="mt-4">
        <FilterBar key={JSON.stringify(criteria)} siteId={brand.siteId} criteria={criteria} facets={facets} />
      </div>
      <ResultsLayout siteId={brand.siteId} criteria={criteria} mapOnMobile={brand.key !== 'land'}
        accent={brand.theme.colors.accent} primary={brand.theme.colors.primary}>
        {results.listings.length === 0 ? (
          <NoResults brand={brand} criteria={criteria} />
        ) : (
          <ol className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3" data-testid="results">
            {results.listings.map((listing, i) => (
              <li key={listing.id}>
                <ListingPlacard
                  listing={listing}
                  eager={i < 3}
                  priceChangeLookback={criteria.priceChangeLookback}
                  href={hrefFor(brand, { kind: 'property', id: listing.id, location: listing.canonicalLocation })}
                  brokerHref={hrefFor(brand, { kind: 'broker-profile', id: listing.accountId, name: brokerNameSlug(listing.brokerName, listing.brokerCompany) })}
                />
              </li>
            ))}
          </ol>
        )}
        <Pagination pageIndex={criteria.pageIndex} pageCount={results.pageCount} hrefForPage={(pageIndex) => urlOf({ ...criteria, pageIndex })} />
      </ResultsLayout>
    </div>
  );
}
