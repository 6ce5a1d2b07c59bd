import fc from 'fast-check';
import type { Route } from '@/lib/routing';
import { percentEncode } from './fuzz-value';
import { queryEntries } from './criteria-fields';
import type { FuzzBrand } from './fuzz-brands';
import type { FuzzRequest } from './fuzz-request';
import { statePlace } from './places';

// Family (d): search criteria in the query string of the brand's state search page (and now and then
// of a county search), each value at, just inside or just past its bounds; the same queries against the
// map's markers API, which reads a search page's path and query (GET /api/search/markers?path=...).

/** The markers API's `path`: the page's path, now and then one it must refuse (another host, garbage). */
const markersPath = (page: string) =>
  fc.oneof({ weight: 6, arbitrary: fc.constant(page) }, { weight: 1, arbitrary: fc.constantFrom('', '//evil.example/', '/\\evil', 'https://evil.example/', '/no/such/page', '%zz', '/property/x/1/') });

export function criteriaQueryRequests(brand: FuzzBrand): fc.Arbitrary<FuzzRequest> {
  const countySearch = statePlace.map((p) => brand.dialect.build({ kind: 'search', state: p.state, area: p.area, custom: [], page: 0 } satisfies Route));
  const path = fc.oneof({ weight: 5, arbitrary: fc.constant(brand.stateSearchPath) }, { weight: 1, arbitrary: countySearch });
  const separator = fc.oneof({ weight: 9, arbitrary: fc.constant('&') }, { weight: 1, arbitrary: fc.constantFrom(';', '&&', '&amp;') });
  const target = path.chain((p) => fc.oneof({ weight: 3, arbitrary: fc.constant(`${p}?`) }, { weight: 1, arbitrary: markersPath(p).map((m) => `/api/search/markers?path=${percentEncode(m)}&`) }));
  return fc
    .tuple(target, queryEntries, separator, fc.constantFrom('GET' as const, 'GET' as const, 'GET' as const, 'HEAD' as const))
    .map(([start, entries, sep, method]): FuzzRequest => ({
      family: 'criteria-query',
      method,
      path: `${start}${entries.map(([name, value]) => `${percentEncode(name)}=${value.query}`).join(sep)}`,
      host: brand.host,
      headers: {},
    }));
}
