import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { RecentSearches } from '@/components/home/recent-searches';
import { Pagination } from '@/components/search/pagination';
import { SortMenu } from '@/components/search/sort-menu';
import { TabRow } from '@/components/ui/tab-row';
import type { SiteBrand } from '@/lib/brand';
import {
  brokerListingsRoute, brokerProfileRoute, directoryHref, directoryMemberTypes, directorySortOf, directorySorts, memberTypeOf, withDirectory, type DirectoryView,
} from '@/lib/brokers';
import { countyArea, statesWithMembers, type DirectoryCounty, type DirectoryResult } from '@/lib/brokers/server';
import { countyFullName, type CountyKind } from '@/lib/geo/county-kind';
import { memberTypeSlug, type DirectorySortId } from '@/lib/domain';
import { hrefFor } from '@/lib/navigation';
import { RECENT_BROKER_SEARCHES_KEY } from '@/lib/search/recent-searches';
import { AgentCard } from './agent-card';
import { DirectoryFilters } from './directory-filters';
import { PageViewBeacon } from './page-view-beacon';
import { RememberBrokerSearch } from './remember-broker-search';

interface Props {
  brand: SiteBrand;
  view: DirectoryView;
  heading: string;
  /** "Llano County, Texas", null nationwide. */
  placeLabel: string | null;
  /** The county, city or region of the page ("Llano County"), when it names one. */
  areaLabel: string | null;
  result: DirectoryResult;
  counties: DirectoryCounty[];
  stateCounts: ReadonlyMap<number, number>;
}

const tab = 'inline-flex items-center gap-1 whitespace-nowrap rounded-full border border-line px-3 py-1.5 text-sm hover:bg-surface aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-text';

/** SPEC §2.1 broker directory: name search, place, member type and sort; agent cards; pages; browse links. */
export async function DirectoryPage({ brand, view, heading, placeLabel, areaLabel, result, counties, stateCounts }: Props) {
  const t = await getTranslations('brokerDirectory');
  const href = (change: Parameters<typeof withDirectory>[1]) => directoryHref(brand.urlDialect, withDirectory(view, change));
  const { route } = view;
  const memberType = memberTypeOf(route);
  const sort = directorySortOf(route);
  const sortOf = (id: DirectorySortId) => (id === 'default' ? undefined : id);
  const stateOptions = statesWithMembers(stateCounts);
  const countLabel = (name: string, count: number) => t('optionWithCount', { name, count: count.toLocaleString('en-US') });
  const stateName = stateOptions.find((s) => s.slug === route.state)?.name;
  const filtered = Boolean(view.name || route.state || memberType);
  const allCount = Object.values(result.byMemberType).reduce((sum, n) => sum + n, 0);
  // A county, city or region without members is still the page's place: the county choice shows it.
  const countyOptions = counties.map((c) => ({ value: c.slug, label: countLabel(countyFullName(c.name, c.kind as CountyKind), c.count), href: href({ area: countyArea(c) }) }));
  if (route.area && !countyOptions.some((o) => o.value === route.area?.slug)) {
    countyOptions.push({ value: route.area.slug, label: countLabel(areaLabel ?? route.area.slug, 0), href: href({}) });
  }
  return (
    <div className="mx-auto max-w-screen-xl px-4 py-6" data-route-kind="directory">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold md:text-3xl">{heading}</h1>
        <p className="mt-1 text-muted">
          <span data-testid="directory-count" data-count={result.total}>{t('count', { count: result.total })}</span>
          {view.name && <span className="ml-1">{t('matching', { name: view.name })}</span>}
        </p>
        {!filtered && <p className="mt-2 text-sm text-muted">{t('intro')}</p>}
      </header>

      <div className="mt-4">
        <DirectoryFilters
          nameAction={directoryHref(brand.urlDialect, withDirectory(view, { name: '' }))}
          clearNameHref={href({ name: '' })}
          name={view.name}
          labels={{ name: t('nameLabel'), placeholder: t('namePlaceholder'), search: t('search'), clear: t('clearName') }}
          states={{
            label: t('stateLabel'), value: route.state ?? '', testId: 'directory-state',
            options: [{ value: '', label: t('allStates'), href: href({ state: undefined, area: undefined }) },
              ...stateOptions.map((s) => ({ value: s.slug, label: countLabel(s.name, s.count), href: href({ state: s.slug, area: undefined }) }))],
          }}
          counties={route.state ? {
            label: t('countyLabel'), value: route.area?.slug ?? '', testId: 'directory-county',
            options: [{ value: '', label: t('allCounties'), href: href({ area: undefined }) },
              ...countyOptions],
          } : null}
        />
      </div>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3">
        <TabRow label={t('typeNav')} current={memberType ?? 'all'} className="-mx-1 flex gap-2 overflow-x-auto px-1 pb-1" testId="directory-types">
          <Link prefetch={false} href={href({ memberType: undefined })} aria-current={memberType ? undefined : 'page'} className={tab}>
            {t('tabs.all')} <span className="text-xs opacity-80">{allCount.toLocaleString('en-US')}</span>
          </Link>
          {directoryMemberTypes.map((type) => (
            <Link prefetch={false} key={type} href={href({ memberType: memberTypeSlug[type] as DirectoryView['route']['memberType'] })} aria-current={memberType === type ? 'page' : undefined} className={tab}>
              {t(`tabs.${type}`)} <span className="text-xs opacity-80">{(result.byMemberType[type] ?? 0).toLocaleString('en-US')}</span>
            </Link>
          ))}
        </TabRow>
        <SortMenu summary={t('sortLabel', { label: t(`sorts.${sort}`) })} current={sort}
          options={directorySorts.map((id) => ({ id, label: t(`sorts.${id}`), href: href({ sort: sortOf(id) }) }))} />
      </div>

      <PageViewBeacon pageType="broker directory" details={{ state: route.state ?? '', area: route.area?.slug ?? '', memberType: memberType ?? 'All', sort, page: route.page + 1, nameSearch: view.name !== '' }} />
      <RecentSearches heading={t('recent')} storageKey={RECENT_BROKER_SEARCHES_KEY} className="mt-4" testId="recent-broker-searches" />
      {filtered && <RememberBrokerSearch name={[view.name && `“${view.name}”`, placeLabel, memberType && t(`tabs.${memberType}`)].filter(Boolean).join(' · ')} />}

      <section aria-labelledby="directory-results-heading" className="mt-6">
        <h2 id="directory-results-heading" className="sr-only">{t('results')}</h2>
        {result.brokers.length === 0 ? (
          <div className="rounded-lg border border-line p-6 text-center" data-testid="directory-empty">
            <p className="text-lg font-semibold">{t('emptyTitle')}</p>
            <p className="mt-1 text-muted">{t('emptyBody')}</p>
            <Link prefetch={false} href={directoryHref(brand.urlDialect, { route: { kind: 'directory', page: 0 }, name: '' })} className="mt-3 inline-block underline">{t('emptyReset')}</Link>
          </div>
        ) : (
          <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" data-testid="directory-results">
            {result.brokers.map((broker) => (
              <li key={broker.accountId}>
                <AgentCard agent={broker} href={hrefFor(brand, brokerProfileRoute(broker))}
                  listingsHref={broker.listingCount > 0 ? hrefFor(brand, brokerListingsRoute(broker)) : undefined} pageType="broker directory" />
              </li>
            ))}
          </ul>
        )}
        <Pagination pageIndex={route.page} pageCount={result.pageCount} hrefForPage={(page) => directoryHref(brand.urlDialect, { route: { ...route, page }, name: view.name })}
          labels={{ nav: t('pagination.label'), previous: t('pagination.previous'), next: t('pagination.next') }} />
      </section>

      {!view.name && (route.state ? counties.length > 0 : stateOptions.length > 0) && (
        <section className="mt-10 border-t border-line pt-6" aria-labelledby="directory-browse">
          <h2 id="directory-browse" className="text-lg font-semibold">{route.state ? t('browseCounties', { state: stateName ?? '' }) : t('browseStates')}</h2>
          <ul className="mt-3 columns-2 gap-x-6 text-sm sm:columns-3 lg:columns-4">
            {route.state
              ? counties.map((c) => <li key={c.slug} className="py-0.5"><Link prefetch={false} href={href({ area: countyArea(c) })} className="hover:underline">{countLabel(countyFullName(c.name, c.kind as CountyKind), c.count)}</Link></li>)
              : stateOptions.map((s) => <li key={s.slug} className="py-0.5"><Link prefetch={false} href={href({ state: s.slug, area: undefined })} className="hover:underline">{countLabel(s.name, s.count)}</Link></li>)}
          </ul>
        </section>
      )}
    </div>
  );
}
