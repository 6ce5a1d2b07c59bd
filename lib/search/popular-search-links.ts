import type { SiteBrand } from '@/lib/brand';
import { PropertyType } from '@/lib/domain';
import { propertyTypeById } from '@/lib/domain';
import { stateById, stateBySlug } from '@/lib/geo/states';
import { enumLabels } from '@/lib/i18n/labels';
import type { Translate } from '@/lib/i18n/translate';
import { hrefFor, popularStateSlugs, searchRoute, type NavLink } from '@/lib/navigation';
import type { PopularNames } from './popular-names';

export const POPULAR_SEARCH_STATES = 6;
export const POPULAR_SEARCH_TYPES = 2;

/**
 * The home page's popular searches: the brand's first property types (brand file home.propertyTypes)
 * in the states its visitors search most (SPEC §7 popular names), "Texas Ranches" and the like; with no
 * ranking to read, the built-in popular states.
 */
export function popularSearchLinks(brand: SiteBrand, t: Translate, names: PopularNames | null): NavLink[] {
  const stateIds = names
    ? names.states.filter((s) => s.listings > 0).map((s) => s.id)
    : popularStateSlugs.flatMap((slug) => stateBySlug(slug)?.id ?? []);
  const labels = enumLabels(t);
  const types = brand.home.propertyTypes.slice(0, POPULAR_SEARCH_TYPES).flatMap((key) => propertyTypeById(PropertyType[key]) ?? []);
  return stateIds.slice(0, POPULAR_SEARCH_STATES).flatMap((id) => {
    const state = stateById(id);
    if (!state) return [];
    return types.map((type) => ({
      label: t('home.popularSearch', { state: state.name, type: labels.propertyType(type.id) }),
      href: hrefFor(brand, searchRoute({ state: state.slug, propertyType: type.slug })),
    }));
  });
}
