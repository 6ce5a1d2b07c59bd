import fc from 'fast-check';
import { accountEventRequestSchema } from '@/lib/analytics/account-event-request';
import { listingEventRequestSchema } from '@/lib/analytics/listing-event-request';
import { clientLogSchema } from '@/lib/logging/client-log-schema';
import { autocompleteQuerySchema } from '@/lib/search/autocomplete-schema';
import { adversarialText } from './adversarial-text';
import { criteriaEntries, jsonObjectText, namedValues } from './criteria-fields';
import { valueOf } from './extreme-values';
import { fieldShape, shapeOf } from './field-shapes';
import type { FuzzBrand } from './fuzz-brands';
import type { FuzzRequest } from './fuzz-request';
import { textValue } from './fuzz-value';

// Family (e): the JSON APIs. Criteria bodies with the criteria family's values, wrong types, broken
// JSON, wrong content types and odd site ids; browser log reports, listing and seller account events; autocomplete
// queries; Open Graph images of odd listing ids; listing documents (PDFs) of odd document ids.

type ApiCall = Omit<FuzzRequest, 'family' | 'host'>;

const criteriaApis = ['/api/property/searchUrl', '/api/Popular/logPopularSearch'];

const contentType = fc.oneof(
  { weight: 6, arbitrary: fc.constant<string | null>('application/json') },
  {
    weight: 3,
    arbitrary: fc.constantFrom<string | null>(
      'application/json; charset=utf-8', 'text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x',
      'application/xml', 'application/jsonx', 'application/json; charset=latin1', '', null, 'APPLICATION/JSON', '*/*',
    ),
  },
);

const brokenJson = fc.constantFrom(
  '', ' ', '{', '}', '{"a":}', '{"stateId":48,}', "{'stateId':48}", 'not json', 'null', '1', '"x"', 'true', '[]', '[{}]', '\ufeff{}', '{}{}',
  '{"stateId":NaN}', '{"stateId":1e400}', '{"stateId":-0}', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, `{"a":"${'x'.repeat(40_000)}"}`,
  `{${Array.from({ length: 3000 }, (_, i) => `"k${i}":1`).join(',')}}`, '{"__proto__":{"pageIndex":5}}', '\u0000', 'a=1&b=2',
);

const typeHeader = (type: string | null): Record<string, string> => (type === null ? {} : { 'content-type': type });

function siteIds(brand: FuzzBrand): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(String(brand.siteId)) },
    { weight: 1, arbitrary: fc.constantFrom('1', '2', '3', '4', '0', '5', '999', '1000', '-1', '01', '1.0', 'abc', '%zz', '%31', '%201', '9'.repeat(30), '') },
  );
}

function criteriaPosts(brand: FuzzBrand): fc.Arbitrary<ApiCall> {
  const body = fc.oneof({ weight: 6, arbitrary: criteriaEntries.map(jsonObjectText) }, { weight: 2, arbitrary: brokenJson }, { weight: 1, arbitrary: fc.constant(undefined) });
  return fc
    .tuple(fc.constantFrom(...criteriaApis), siteIds(brand), body, contentType)
    .map(([api, id, b, type]): ApiCall => ({ method: 'POST', path: `${api}/${id}`, headers: typeHeader(type), ...(b === undefined ? {} : { body: b }) }));
}

const logShapes = shapeOf(clientLogSchema);
const logPosts: fc.Arbitrary<ApiCall> = fc
  .tuple(
    fc.oneof(
      { weight: 4, arbitrary: fc.array(namedValues(logShapes), { minLength: 1, maxLength: 4 }).map(jsonObjectText) },
      { weight: 2, arbitrary: fc.tuple(adversarialText, adversarialText).map(([m, u]) => JSON.stringify({ message: m, referringUrl: u, logSeverity: 3 })) },
      { weight: 1, arbitrary: brokenJson },
    ),
    contentType,
  )
  .map(([body, type]): ApiCall => ({ method: 'POST', path: '/api/logging/log', headers: typeHeader(type), body }));

/** Browser event reports (listing or seller account): schema-shaped bodies, plausible ones with odd ids, broken JSON. */
function eventPosts(path: string, shapes: ReturnType<typeof shapeOf>, idField: string, logTypes: readonly string[]): fc.Arbitrary<ApiCall> {
  return fc
    .tuple(
      fc.oneof(
        { weight: 4, arbitrary: fc.array(namedValues(shapes), { minLength: 1, maxLength: 4 }).map(jsonObjectText) },
        { weight: 2, arbitrary: fc.tuple(fc.constantFrom(...logTypes, 'x'), fc.oneof(fc.integer(), fc.constantFrom(1, 2 ** 53, -1, 0.5))).map(([logType, id]) => JSON.stringify({ logType, [idField]: id })) },
        { weight: 1, arbitrary: brokenJson },
      ),
      contentType,
    )
    .map(([body, type]): ApiCall => ({ method: 'POST', path, headers: typeHeader(type), body }));
}

const listingEventPosts = eventPosts('/api/logging/listing', shapeOf(listingEventRequestSchema), 'listingId', ['details viewed', 'phone click', 'email lead']);
const accountEventPosts = eventPosts('/api/logging/account', shapeOf(accountEventRequestSchema), 'accountId', ['seller viewed', 'seller results', 'phone click']);

const ogImageGets: fc.Arbitrary<ApiCall> = fc
  .tuple(fc.constantFrom('listing', 'broker'), fc.oneof(fc.nat().map(String), fc.constantFrom('0', '-1', '1.5', 'abc', '%zz', '%00', '9'.repeat(30), '', '1/2', '1?v=%zz')))
  .map(([card, id]): ApiCall => ({ method: 'GET', path: `/api/og/${card}/${id}`, headers: {} }));

const documentGets: fc.Arbitrary<ApiCall> = fc
  .tuple(
    fc.oneof(fc.nat().map(String), fc.constantFrom('0', '-1', '1.5', '01', 'abc', '%zz', '%00', '..%2F..%2Fetc%2Fpasswd', '9'.repeat(30), '', '1/2', '1?download=1')),
    fc.constantFrom('GET', 'HEAD'),
  )
  .map(([id, method]): ApiCall => ({ method, path: `/api/documents/${id}`, headers: {} }));

const autocompleteGets: fc.Arbitrary<ApiCall> = fc
  .oneof(
    { weight: 4, arbitrary: valueOf(fieldShape(autocompleteQuerySchema)).map((v) => `q=${v.query}`) },
    { weight: 2, arbitrary: fc.constantFrom('llano', 'tex', 'Texas', '78643', 'lake', "st. mary's", 'fort worth', '1', '12345678', 'a').map((q) => `q=${textValue(q).query}`) },
    { weight: 1, arbitrary: fc.constantFrom('', 'q', 'q=', 'q=a&q=b', 'Q=llano', 'q=%', 'q=%zz', 'q=%00', 'q=%ED%A0%80', 'q[]=x', 'q=+', `q=${'%F0%9F%98%80'.repeat(60)}`) },
  )
  .map((query): ApiCall => ({ method: 'GET', path: `/api/location/autocomplete${query === '' ? '' : `?${query}`}`, headers: {} }));

export function apiBodyRequests(brand: FuzzBrand): fc.Arbitrary<FuzzRequest> {
  return fc
    .oneof(
      { weight: 6, arbitrary: criteriaPosts(brand) },
      { weight: 2, arbitrary: logPosts },
      { weight: 1, arbitrary: listingEventPosts },
      { weight: 1, arbitrary: accountEventPosts },
      { weight: 1, arbitrary: ogImageGets },
      { weight: 1, arbitrary: documentGets },
      { weight: 2, arbitrary: autocompleteGets },
    )
    .map((request): FuzzRequest => ({ family: 'api-body', host: brand.host, ...request }));
}
