
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** SPEC §5 price display: above 2 whole dollars; 2 means Auction; otherwise Contact for Price when allowed. */
export function priceDisplay(price: number | null, allowContactForPrice = true): string {
  if (price !== null && price > 2) return usd.format(Math.round(price));
  if (price === 2) return 'Auction';
  return allowContactForPrice ? 'Contact for Price' : '';
}

/**
 * SPEC §9 compact currency, for map pins: '$425K', '$1.2M' (one decimal at most), 'Auction' for the
 * auction price as in priceDisplay; null when there is no price to show, so the pin stays plain.
 */
export function compactPriceDisplay(price: number | null): string | null {
  if (price !== null && price > 2) return `$${compactNumber(Math.round(price))}`;
  return price === 2 ? 'Auction' : null;
}

// One formatter for every call: `toLocaleString` with options builds a new one each time (a search page formats 24+ placards).
const acresNumber = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

export function acresDisplay(acres: number): string {
  return `${acresNumber.format(acres)} acres`;
}

/** SPEC §9 compact numbers: K above 999, M above 999,999, with one decimal at most ('1.2M', '425K'). */
export function compactNumber(value: number): string {
  const trim = (n: number) => String(Number(n.toFixed(1)));
  if (Math.abs(value) > 999_999) return `${trim(value / 1_000_000)}M`;
  if (Math.abs(value) > 999) return `${trim(value / 1_000)}K`;
  return trim(value);
}
