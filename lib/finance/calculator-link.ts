import type { SiteBrand } from '@/lib/brand';
import { financeCenterQuery, hrefFor } from '@/lib/navigation';

/** What a link to the calculator carries from a listing. */
export interface CalculatorListing {
  id: number;
  price: number | null;
  stateAbbreviation: string;
  countyId: number;
}

/**
 * The finance page's calculator with a listing's price filled in (docs/finance.md): the brand's finance
 * center, `price`, and the listing and place, which the contact form and "Lenders near you" read. A
 * listing without a price to borrow against has none.
 */
export function loanCalculatorHref(brand: SiteBrand, listing: CalculatorListing): string | null {
  if (listing.price === null || listing.price <= 2) return null;
  const query = {
    ...financeCenterQuery(brand), price: String(Math.round(listing.price)), listing: String(listing.id),
    state: listing.stateAbbreviation, county: String(listing.countyId),
  };
  return `${hrefFor(brand, { kind: 'financing' }, query)}#loan-calculator`;
}
