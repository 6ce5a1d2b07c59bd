// SPEC §5 range labels and §9 compact numbers: K above 999, M above 999,999 with one decimal.

export function compactNumber(value: number): string {
  const trim = (n: number) => String(Number(n.toFixed(1)));
  if (Math.abs(value) > 999_999) return `${trim(value / 1_000_000)}M`;
  if (Math.abs(value) > 999) return `${trim(value / 1_000)}K`;
  return trim(value);
}

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
