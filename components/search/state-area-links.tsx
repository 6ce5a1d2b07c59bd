import { getTranslations } from 'next-intl/server';
import type { SiteBrand } from '@/lib/brand';
import type { StateInfo } from '@/lib/geo/states';
import { hrefFor, searchRoute } from '@/lib/navigation';
import type { Area } from '@/lib/routing';
import { MAIN_CITIES, stateAreaCounts, type AreaCount } from '@/lib/search/state-area-counts';
import { AreaLinkList } from './area-link-list';

/** Counties shown before "Show all". */
export const COLLAPSED_COUNTIES = 12;

/**
 * Under a state's results: its counties, most listings first, and its main cities, each a link to
 * its plain search with the active listings that search finds (cached like the page).
 */
export async function StateAreaLinks({ brand, state }: { brand: SiteBrand; state: StateInfo }) {
  const [t, areas] = await Promise.all([getTranslations(), stateAreaCounts(state.id)]);
  const links = (list: readonly AreaCount[], type: Area['type']) =>
    list.map((area) => ({ name: area.name, count: area.count, href: hrefFor(brand, searchRoute({ state: state.slug, area: { type, slug: area.slug } })) }));
  const countLabel = (count: number) => t('landing.childCount', { count });
  return (
    <div className="mt-10 border-t border-line">
      <AreaLinkList heading={t('searchSteering.counties', { state: state.name })} links={links(areas.counties, 'county')} countLabel={countLabel}
        collapsedCount={COLLAPSED_COUNTIES} showAll={t('searchSteering.showAllCounties', { count: areas.counties.length })}
        showFewer={t('searchSteering.showFewerCounties')}
        allHref={hrefFor(brand, { kind: 'sitemap', scope: 'location', location: state.slug })} testId="county-links" />
      <AreaLinkList heading={t('searchSteering.cities', { state: state.name })} links={links(areas.cities, 'city')} countLabel={countLabel}
        collapsedCount={MAIN_CITIES} testId="city-links" />
    </div>
  );
}
