import { siteBrand } from '@/lib/brand/server';
import { dialects, type DialectName, type Route } from '@/lib/routing';
import type { BrandKey } from './fixtures';
import { withDatabase } from './listing-db';

// Places of the seeded data that tests need by what they hold, not by name: the seed puts land where
// land of its kind lies, so which county is busiest is read from the database.

export interface SeededCounty {
  id: number;
  slug: string;
  /** "Llano County, TX", as a place suggestion names it. */
  label: string;
  /** The canonical location of its listings' URLs ("llano-county-texas"). */
  location: string;
}

/** The Texas county with the most active listings in the seed. */
export async function busiestTexasCounty(): Promise<SeededCounty> {
  const [row] = await withDatabase((sql) =>
    sql<{ id: number; slug: string; label: string; location: string }>(
      `select co.id, co.slug, co.name || ' ' || co.kind || ', TX' as label, min(l.canonical_location) as location
         from listings l join counties co on co.id = l.county_id
        where l.state_id = 48 and l.market_status in (1, 2)
        group by co.id order by count(*) desc, co.id limit 1`,
    ),
  );
  if (!row) throw new Error('no active listing in Texas');
  return row;
}

const dialectOf = (brand: BrandKey): DialectName => siteBrand(brand)?.urlDialect ?? 'land';

/** A route's path in the brand's dialect. */
export const pathOf = (brand: BrandKey, route: Route) => dialects[dialectOf(brand)].build(route);

/** The search route of a Texas county. */
export const countySearch = (slug: string): Route => ({ kind: 'search', state: 'texas', area: { type: 'county', slug }, custom: [], page: 0 });
