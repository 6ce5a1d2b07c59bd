import type { SearchCriteria } from './criteria';
import { hasDefaultStatuses } from './criteria-values';

/** Which range filters the user has turned on (SPEC: ranges count only "when a flag is set"). */
export interface RangeFlags {
  acres: boolean;
  price: boolean;
  salesPrice: boolean;
}

export function rangeFlags(c: SearchCriteria): RangeFlags {
  return {
    acres: c.acresMin !== undefined || c.acresMax !== undefined,
    price: c.priceMin !== undefined || c.priceMax !== undefined,
    salesPrice: c.salesPriceMin !== undefined || c.salesPriceMax !== undefined,
  };
}

/** SPEC §5 active filter count for the filters badge. */
export function activeFilterCount(c: SearchCriteria, flags: RangeFlags = rangeFlags(c)): number {
  let n = c.activityTypes.length + c.transactionTypes.length + c.propertyTypes.length + c.amenityTypes.length;
  n += hasDefaultStatuses(c.marketStatuses) ? 0 : c.marketStatuses.length;
  n += Number(flags.acres) + Number(flags.price) + Number(flags.salesPrice);
  const setOnes = [c.ownerFinancing, c.mineralRights, c.hasVideo, c.hasVirtualTour, c.hasCustomMap, c.sqftMin, c.bathMin, c.bedMin, c.dateListed, c.priceChangeLookback];
  n += setOnes.filter((v) => v !== undefined && v !== 0).length;
  if (c.hasHouse !== undefined) n += 1;
  if (c.radius !== undefined) n += 1;
  if (c.soldDateMin !== undefined || c.soldDateMax !== undefined) n += 1;
  return n;
}

/**
 * The filters inside the more-filters panel (the badge on its button): SPEC §5's count without the
 * price range, acres range and property type, which sit in the bar beside the button.
 */
export function panelFilterCount(c: SearchCriteria, flags: RangeFlags = rangeFlags(c)): number {
  return activeFilterCount(c, flags) - Number(flags.price) - Number(flags.acres) - c.propertyTypes.length;
}
