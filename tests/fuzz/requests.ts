import fc from 'fast-check';
import { rawPathText } from './adversarial-segments';
import { apiBodyRequests } from './api-body-requests';
import { criteriaQueryRequests } from './criteria-query-requests';
import { fuzzBrands, type FuzzBrand } from './fuzz-brands';
import type { FuzzRequest } from './fuzz-request';
import { hardeningRequests } from './hardening-requests';
import { headerText, hostRequests } from './host-requests';
import { methodRequests } from './method-requests';
import { pathRequests } from './path-requests';

// The fuzzer's request generator: six families in equal shares, each request from a different fake
// client (documentation address ranges, RFC 5737), so per-client rate limits spread over many
// clients; the test servers trust X-Forwarded-For from loopback.

const clientAddress = fc
  .tuple(fc.constantFrom('198.51.100', '203.0.113'), fc.integer({ min: 1, max: 254 }))
  .map(([net, host]) => `${net}.${host}`);

/** Whatever a generator produced, in the bytes Node's client will send unchanged. */
function sendable(request: FuzzRequest): FuzzRequest {
  const headers = Object.fromEntries(Object.entries(request.headers).map(([name, value]) => [name, headerText(value)]));
  return { ...request, path: rawPathText(request.path), host: request.host === null ? null : headerText(request.host), headers };
}

function requestArbitrary(brand: FuzzBrand): fc.Arbitrary<FuzzRequest> {
  const all = fuzzBrands();
  const otherKeys = all.map((b) => b.key);
  const paths = pathRequests(brand, otherKeys);
  const samplePath = paths.map((r) => r.path);
  const family = fc.oneof(
    paths,
    hostRequests(brand, all.filter((b) => b.key !== brand.key).map((b) => b.host), samplePath),
    methodRequests(brand, samplePath),
    criteriaQueryRequests(brand),
    apiBodyRequests(brand),
    hardeningRequests(brand, otherKeys),
  );
  return fc.tuple(family, clientAddress).map(([request, address]) => sendable({ ...request, headers: { ...request.headers, 'x-forwarded-for': address } }));
}

/**
 * The first `count` requests of `seed` for a brand: the same seed always gives the same requests.
 * The brand's site id is mixed in, so the brands do not all draw the same sequence of choices.
 */
export function generateRequests(brand: FuzzBrand, count: number, seed: number): FuzzRequest[] {
  return fc.sample(requestArbitrary(brand), { numRuns: count, seed: (seed + brand.siteId * 7919) | 0 });
}
