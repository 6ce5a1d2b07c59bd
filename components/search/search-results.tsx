import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { SiteBrand } from '@/lib/brand';
import { notFoundOnInputError } from '@/lib/db/on-input-error';
import { ListingSort, type ListingSortId } from '@/lib/domain';
import type { MapHighlight } from '@/lib/map';
import { withPlaceBounds } from '@/lib/map/server';
import { hrefFor, namedHref, searchRoute } from '@/lib/navigation';
import type { SearchCriteria } from '@/lib/search/criteria';
import { propertyTypeFacets } from '@/lib/search/facets';
import { shownFilterCount } from '@/lib/search/filter-form-values';
import { placeBoxLabel } from '@/lib/search/place-box-label';
import { placardLinks } from '@/lib/search/placard-links';
import { searchListings } from '@/lib/search/search-listings';
import { savedSearchName } from '@/lib/search/saved-search-name';
import { searchName } from '@/lib/search/search-name';
import type { ResolvedLocation } from '@/lib/search/resolve-location';
import { urlFromCriteria, type BrokerSlugs, type PlaceSlugs, type SearchUrlContext } from '@/lib/search/url-from-criteria';
import { searchViewNamespaces } from '@/lib/i18n/client-messages';
import { PageClientCopy } from '@/components/ui/page-client-copy';
import { FilterBarLazy } from './filter-bar-lazy';
import { placardCard, placardPhotoLoad } from './placard-card';
import { SearchPlacard } from './search-placard';
import { NoResults } from './no-results';
import { Pagination } from './pagination';
import { ResultsLayout } from './results-layout';
import { SaveSearchButton } from './save-search-button';
import { NearMeRedirectLazy } from './near-me-redirect-lazy';
import { SearchMemoryLazy } from './search-memory-lazy';
import { SortMenu } from './sort-menu';
import { PlacardGrid } from './placard-grid';
import { PlainPlaceSearchForm } from './plain-place-search-form';
import { SearchBreadcrumbs } from './search-breadcrumbs';
import { StateAreaLinks } from './state-area-links';

interface Props {
  brand: SiteBrand;
  criteria: SearchCriteria;
  heading: string;
  /** Slugs of the page's place, so every next URL (filters, sort, page, map) keeps the same path. */
  place: PlaceSlugs;
  /** The page's URL is a search the server can read back, so it can be saved (not /propertylink/{id}). */
  savable?: boolean;
  /** A broker's listings page: next URLs of this broker's listings stay on its path. */
  broker?: BrokerSlugs;
  /** The SPEC §5 search name when the criteria's places do not say it (a broker's listings: the broker). */
  name?: string;
  /** Under the heading: a broker's listings link back to the profile. */
  subheading?: ReactNode;
  /**
   * The search page's place, as its URL named it: the location box (prefilled with it), the
   * breadcrumbs, and on a state's page the links to its counties and cities. None on broker pages.
   */
  location?: ResolvedLocation;
}

/** The search page's location box (its plain form, upgraded by the filter bar's chunk). */
const PLACE_BOX_ID = 'search-location';

/** The place the map outlines: one county, else the state (FIPS ids, like the boundary layers). */
function mapHighlight(criteria: SearchCriteria): MapHighlight | null {
  if (criteria.countyIdList.length === 1 && criteria.cityIdList.length === 0) return { level: 'county', id: criteria.countyIdList[0] ?? 0 };
  if (criteria.stateId && criteria.stateId > 0) return { level: 'state', id: criteria.stateId };
  return null;
}

/** A zip's search page: the zip and its plain search, for "Land for Sale Near Me" (lib/near-me). */
function zipOf(brand: SiteBrand, place: PlaceSlugs): { zip: string; href: string } | undefined {
  if (place.area?.type !== 'zip' || !place.state) return undefined;
  return { zip: place.area.slug, href: hrefFor(brand, searchRoute({ state: place.state, area: place.area })) };
}

const sortOrder: readonly ListingSortId[] = [
  ListingSort.DEFAULT, ListingSort.NEWEST, ListingSort.RECENT, ListingSort.PRICE_ASC, ListingSort.PRICE_DESC,
  ListingSort.ACRES_ASC, ListingSort.ACRES_DESC, ListingSort.PRICE_PER_ACRE_ASC, ListingSort.PRICE_PER_ACRE_DESC,
];

/** The search screen (SPEC §2.1): heading, count, filters, sort, placards, pagination, list/map. */
export async function SearchResults({ brand, criteria, heading, place, savable = true, broker, name = searchName(criteria), subheading, location }: Props) {
  const options = { now: new Date() };
  const [t, tAll, [results, facets]] = await Promise.all([
    getTranslations('search'),
    getTranslations(),
    // Backstop behind the criteria schema: a value PostgreSQL cannot hold is a 404, never a 500.
    notFoundOnInputError(() => Promise.all([searchListings(criteria, options), propertyTypeFacets(criteria, options)])),
  ]);
  const urlContext: SearchUrlContext = { dialect: brand.urlDialect, place, broker };
  const urlOf = (c: SearchCriteria) => urlFromCriteria(urlContext, c);
  // A page past the last is a page that does not exist (docs/not-found.md), not the last one again.
  if (criteria.pageIndex > 0 && criteria.pageIndex >= results.pageCount) notFound();
  const sortLabel = (id: ListingSortId) => t(`sorts.${id}`);
  return (
    <PageClientCopy extra={searchViewNamespaces}>
      <div className="mx-auto max-w-screen-2xl px-4 py-6" data-route-kind="search">
        {location && <SearchBreadcrumbs brand={brand} location={location} place={place} />}
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h1 className="text-2xl font-bold md:text-3xl">{heading}</h1>
            <p className="mt-1 text-muted">
              <span data-testid="result-count" data-count={results.total} data-capped={results.totalIsCapped ? 'true' : undefined}>
                {results.totalIsCapped ? t('resultCountCapped', { count: results.total }) : t('resultCount', { count: results.total })}
              </span>
              <span className="sr-only"> · </span>
              <span className="ml-2 text-sm" data-testid="search-name">{name}</span>
              {criteria.mapBounds && <span className="ml-1 text-sm">{t('mapArea')}</span>}
              {criteria.keywordQuery && (
                <span className="ml-2 text-sm" data-testid="search-keyword">
                  {tAll('searchTitle.keyword', { keyword: criteria.keywordQuery })}{' '}
                  <a href={urlOf({ ...criteria, keywordQuery: undefined, pageIndex: 0 })} className="font-medium text-primary underline">
                    {tAll('searchTitle.clearKeyword')}
                  </a>
                </span>
              )}
            </p>
            {subheading}
            {(criteria.sortOrderId === ListingSort.PRICE_ASC || criteria.sortOrderId === ListingSort.PRICE_DESC) && (
              <p className="mt-1 text-sm text-muted" data-testid="price-sort-note">{t('priceSortNote')}</p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {savable && <SaveSearchButton name={savedSearchName(heading, criteria)} savedSearchesHref={namedHref(brand, 'saved-searches')} />}
            <SortMenu
              summary={t('sortLabel', { label: sortLabel(criteria.sortOrderId) })}
              current={criteria.sortOrderId}
              options={sortOrder.map((id) => ({ id, label: sortLabel(id), href: urlOf({ ...criteria, sortOrderId: id, pageIndex: 0 }) }))}
            />
          </div>
        </div>
        {location && (
          // Server HTML only: an after-hydration chunk loads its combobox when reached for (location-box-behaviour.tsx).
          <PlainPlaceSearchForm id={PLACE_BOX_ID} action={namedHref(brand, 'search-all')} placeholder={brand.searchPlaceholder} defaultValue={placeBoxLabel(location)}
            upgradable inline className="mt-4 max-w-xl" testId="location-box" />
        )}
        <div className="mt-4">
          <FilterBarLazy criteria={criteria} urlContext={urlContext} facets={facets} resultCount={{ total: results.total, totalIsCapped: results.totalIsCapped }}
            activeCount={shownFilterCount(criteria)} placeBoxId={location ? PLACE_BOX_ID : undefined} />
        </div>
        <SearchMemoryLazy siteId={brand.siteId} popoverOnPhones={brand.savedSearchPopoverOnPhones} criteria={criteria} name={name} savable={savable} knownZip={zipOf(brand, place)} />
        <NearMeRedirectLazy />
        <ResultsLayout criteria={criteria} urlContext={urlContext} highlight={await withPlaceBounds(mapHighlight(criteria))} mapOnMobile={brand.mapOnMobile}
          mapStyleUrl={brand.mapStyleUrl} accent={brand.theme.colors.accent} primary={brand.theme.colors.primary}>
          {results.listings.length === 0 ? (
            <NoResults brand={brand} criteria={criteria} />
          ) : (
            <PlacardGrid data-testid="results">
              {results.listings.map((listing, i) => (
                <li key={listing.id}>
                  <SearchPlacard card={placardCard(listing, { load: placardPhotoLoad(i), priceChangeLookback: criteria.priceChangeLookback, ...placardLinks(brand, listing) }, tAll)} />
                </li>
              ))}
            </PlacardGrid>
          )}
          <Pagination pageIndex={criteria.pageIndex} pageCount={results.pageCount} hrefForPage={(pageIndex) => urlOf({ ...criteria, pageIndex })}
            labels={{ nav: t('pagination.label'), previous: t('pagination.previous'), next: t('pagination.next') }} />
          {location?.state && !place.area && <StateAreaLinks brand={brand} state={location.state} />}
        </ResultsLayout>
      </div>
    </PageClientCopy>
  );
}
