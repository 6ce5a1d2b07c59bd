import fc from 'fast-check';
import type { FuzzBrand } from './fuzz-brands';
import type { FuzzRequest } from './fuzz-request';

// Family (f): the second hardening pass's reproductions (docs/platform.md, docs/accounts.md): return
// paths after login that a URL parser turns into another host, sharing cards with made-up versions, the
// brand preview cookie on names other than loopback, the account forms that must answer alike, and
// bodies whose length does not match their Content-Length. Each one must be answered, never with a 5xx.

const returnPaths = fc.oneof(
  fc.constantFrom('/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/x/..//evil.example', '/\\evil.example', '//evil.example', 'https://evil.example/', 'javascript:alert(1)', '/%0a/evil.example', '/account/details/'),
  fc.array(fc.constantFrom('/', '//', '\\', '.', '..', '%2e', '%2f', '%5c', '%09', 'evil.example', 'x', ':', '@', '?', '#'), { minLength: 1, maxLength: 8 }).map((parts) => parts.join('')),
);

const emails = fc.oneof(fc.constantFrom('buyer@example.com', 'nobody@example.com', 'admin@example.com'), fc.emailAddress(), fc.string({ maxLength: 40 }));
const networkHosts = fc.constantFrom('demo.example.org', '192.168.1.20:3000', 'localhost.evil.example', '10.0.0.1', '[::2]:3000');

export function hardeningRequests(brand: FuzzBrand, otherKeys: readonly string[]): fc.Arbitrary<FuzzRequest> {
  const login = brand.dialect.build({ kind: 'login' });
  const base = { family: 'hardening' as const, host: brand.host, headers: {} as Record<string, string> };
  return fc.oneof(
    returnPaths.map((origin): FuzzRequest => ({ ...base, method: 'GET', path: `${login}?origin=${encodeURIComponent(origin)}` })),
    fc.tuple(fc.integer({ min: 1, max: 60 }), fc.string({ maxLength: 20 })).map(([id, v]): FuzzRequest => ({ ...base, method: 'GET', path: `/api/og/listing/${id}?v=${encodeURIComponent(v)}` })),
    fc.tuple(networkHosts, fc.constantFrom(...otherKeys, 'nope', '')).map(([host, key]): FuzzRequest => ({ ...base, method: 'GET', path: '/', host, headers: { cookie: `brand=${key}` } })),
    fc.tuple(fc.constantFrom('/api/account/login-link', '/api/account/forgot-password'), emails).map(([path, email]): FuzzRequest => ({
      ...base, method: 'POST', path, headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }),
    })),
    fc.tuple(fc.constantFrom('/api/account/login', '/api/account/register', '/'), fc.integer({ min: 1, max: 30 })).map(([path, extra]): FuzzRequest => {
      const body = JSON.stringify({ email: 'buyer@example.com', password: 'wrong-2026x' });
      // A body longer than its Content-Length says: the rest reaches the server as the next request.
      return { ...base, method: 'POST', path, headers: { 'content-type': 'application/json', 'content-length': String(Math.max(0, body.length - extra)) }, body };
    }),
  );
}
