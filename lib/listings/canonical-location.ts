import type { County } from '@/lib/geo/counties';
import { stateById } from '@/lib/geo/states';

/**
 * A listing's place as its property URLs spell it (SPEC "canonicalLocation"): "llano-county-texas",
 * or the state's slug alone for a county named like its state (District of Columbia).
 */
export function canonicalLocationOf(county: Pick<County, 'slug' | 'stateId'>): string {
  const stateSlug = stateById(county.stateId)?.slug ?? 'us';
  return county.slug === stateSlug ? stateSlug : `${county.slug}-${stateSlug}`;
}
