import fc from 'fast-check';
import type { Route } from '@/lib/routing';
import { percentEncode } from './fuzz-value';
import { queryEntries } from './criteria-fields';
import type { FuzzBrand } from './fuzz-brands';
import type { FuzzRequest } from './fuzz-request';
import { statePlace } from './places';

// Family (d): search criteria in the query string of the brand's state search page (and now and then
// of a county search), each value at, just inside or just past its bounds.

export function criteriaQueryRequests(brand: FuzzBrand): fc.Arbitrary<FuzzRequest> {
  const countySearch = statePlace.map((p) => brand.dialect.build({ kind: 'search', state: p.state, area: p.area, custom: [], page: 0 } satisfies Route));
  const path = fc.oneof({ weight: 5, arbitrary: fc.constant(brand.stateSearchPath) }, { weight: 1, arbitrary: countySearch });
  const separator = fc.oneof({ weight: 9, arbitrary: fc.constant('&') }, { weight: 1, arbitrary: fc.constantFrom(';', '&&', '&amp;') });
  return fc
    .tuple(path, queryEntries, separator, fc.constantFrom('GET' as const, 'GET' as const, 'GET' as const, 'HEAD' as const))
    .map(([p, entries, sep, method]): FuzzRequest => ({
      family: 'criteria-query',
      method,
      path: `${p}?${entries.map(([name, value]) => `${percentEncode(name)}=${value.query}`).join(sep)}`,
      host: brand.host,
      headers: {},
    }));
}
