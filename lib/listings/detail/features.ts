import { farmTypeNames, homeTypeNames, regionTypeNames } from '@/lib/domain';
import type { ListingDetail } from './listing-detail';

/** The names of the bits set in `mask`, in the order of `names` (bit i is names[i], lib/domain flags()). */
export function flagNames<const T extends readonly string[]>(mask: number, names: T): T[number][] {
  return names.filter((_, i) => (mask & (1 << i)) !== 0);
}

export interface ListingFeatures {
  regions: (typeof regionTypeNames)[number][];
  farms: (typeof farmTypeNames)[number][];
  homes: (typeof homeTypeNames)[number][];
}

/** The setting, farm and home types a listing is tagged with (SPEC §3 region, farm and home types). */
export function listingFeatures(l: Pick<ListingDetail, 'amenityTypes' | 'farmTypes' | 'homeTypes'>): ListingFeatures {
  return { regions: flagNames(l.amenityTypes, regionTypeNames), farms: flagNames(l.farmTypes, farmTypeNames), homes: flagNames(l.homeTypes, homeTypeNames) };
}
