import { getTranslations } from 'next-intl/server';
import type { SiteBrand } from '@/lib/brand';
import type { StateInfo } from '@/lib/geo/states';
import { hrefFor } from '@/lib/navigation';
import { areaCountLabel, areaLinks, COLLAPSED_COUNTIES, moreCountiesUrl } from '@/lib/search/area-links';
import { stateAreaCounts } from '@/lib/search/state-area-counts';
import { AreaLinkList } from './area-link-list';

/**
 * Under a state's results: its counties, most listings first, and its main cities, each a link to
 * its plain search with the active listings that search finds (cached like the page). The counties
 * beyond the first twelve are fetched when "Show all" is pressed (lib/search/area-links.ts).
 */
export async function StateAreaLinks({ brand, state }: { brand: SiteBrand; state: StateInfo }) {
  const [t, areas] = await Promise.all([getTranslations(), stateAreaCounts(state.id)]);
  const countLabel = areaCountLabel(t);
  const { counties } = areas;
  const more = counties.length > COLLAPSED_COUNTIES
    ? {
        showAll: t('searchSteering.showAllCounties', { count: counties.length }),
        showFewer: t('searchSteering.showFewerCounties'),
        restUrl: moreCountiesUrl(state.slug),
        allHref: hrefFor(brand, { kind: 'sitemap', scope: 'location', location: state.slug }),
      }
    : undefined;
  return (
    <div className="mt-10 border-t border-line">
      <AreaLinkList heading={t('searchSteering.counties', { state: state.name })} links={areaLinks(brand, state.slug, counties.slice(0, COLLAPSED_COUNTIES), 'county')}
        countLabel={countLabel} more={more} testId="county-links" />
      <AreaLinkList heading={t('searchSteering.cities', { state: state.name })} links={areaLinks(brand, state.slug, areas.cities, 'city')} countLabel={countLabel}
        testId="city-links" />
    </div>
  );
}
