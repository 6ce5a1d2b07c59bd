const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** SPEC §5 price display: above 2 whole dollars; 2 means Auction; otherwise Contact for Price when allowed. */
export function priceDisplay(price: number | null, allowContactForPrice = true): string {
  if (price !== null && price > 2) return usd.format(Math.round(price));
  if (price === 2) return 'Auction';
  return allowContactForPrice ? 'Contact for Price' : '';
}

export function acresDisplay(acres: number): string {
  return `${acres.toLocaleString('en-US', { maximumFractionDigits: 2 })} acres`;
}
