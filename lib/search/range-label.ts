// SPEC §5 range labels, in SPEC §9 compact numbers (lib/listings/price-display.ts).
import { compactNumber } from '@/lib/listings/price-display';

/** "40 ac - 160 ac", "40 ac +", "0 ac - 10 ac"; null when neither end is set. */
export function acresRangeLabel(min: number | undefined, max: number | undefined): string | null {
  if (min === undefined && max === undefined) return null;
  const low = `${compactNumber(min ?? 0)} ac`;
  return max === undefined ? `${low} +` : `${low} - ${compactNumber(max)} ac`;
}

/** "$100K - $1.5M", "$250K+"; `prefix` is "$" for money. */
export function rangeLabel(min: number | undefined, max: number | undefined, prefix = '$'): string | null {
  if (min === undefined && max === undefined) return null;
  const low = `${prefix}${compactNumber(min ?? 0)}`;
  return max === undefined ? `${low}+` : `${low} - ${prefix}${compactNumber(max)}`;
}
