import type { SiteBrand } from '@/lib/brand';
import { propertyTypes } from '@/lib/domain';
import { stateById } from '@/lib/geo/states';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { enumLabels } from '@/lib/i18n/labels';
import { hrefFor, searchRoute } from '@/lib/navigation';
import type { PopularName, PopularNames } from './popular-names';

// The JSON of the SPEC §7 popular-name calls: each state or type with its name, the brand's link to its
// search, and the counts it was ranked by, the most popular first.

export interface PopularNameEntry {
  id: number;
  name: string;
  href: string;
  searches: number;
  listings: number;
}

/** `0` (SPEC's own call) or the brand's site id: whose popularity to read; anything else is no site of ours. */
export function popularSiteOf(brand: SiteBrand, param: string | string[] | undefined): number | null {
  if (param === '0') return brand.siteId;
  return param === String(brand.siteId) ? brand.siteId : null;
}

const entry = (name: PopularName, label: string, href: string): PopularNameEntry => ({ id: name.id, name: label, href, searches: name.searches, listings: name.listings });

export function stateNameEntries(brand: SiteBrand, names: PopularNames): PopularNameEntry[] {
  return names.states.flatMap((name) => {
    const state = stateById(name.id);
    return state ? [entry(name, state.name, hrefFor(brand, searchRoute({ state: state.slug })))] : [];
  });
}

export function propertyTypeNameEntries(brand: SiteBrand, names: PopularNames): PopularNameEntry[] {
  const labels = enumLabels(brandTranslator(brand.key));
  return names.propertyTypes.flatMap((name) => {
    const type = propertyTypes.find((t) => t.id === name.id);
    return type ? [entry(name, labels.propertyType(type.id), hrefFor(brand, searchRoute({ propertyType: type.slug })))] : [];
  });
}
