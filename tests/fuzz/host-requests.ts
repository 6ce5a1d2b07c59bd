import fc from 'fast-check';
import type { FuzzBrand } from './fuzz-brands';
import type { FuzzRequest } from './fuzz-request';
import { percentEncode } from './fuzz-value';

// Family (b): Host headers around the brand's own: other brands, unknown names, IPv6 literals, ports
// out of range, case, trailing dots, none at all; plus forwarded host and protocol headers.

/** Header values Node will send: tab, printable ASCII and U+0080-U+00FF. */
export function headerText(text: string): string {
  return text.replace(/[^\t\x20-\x7e\x80-\xff]/g, percentEncode);
}

function hostVariants(brand: FuzzBrand, otherHosts: readonly string[]): string[] {
  const h = brand.host;
  const production = brand.hostnames[0] ?? 'example.com';
  return [
    h, h.toUpperCase(), `${h}.`, `${h}..`, `.${h}`, `${h}:3000`, `${h}:80`, `${h}:0`, `${h}:65535`, `${h}:65536`, `${h}:99999`, `${h}:-1`, `${h}:`,
    `${h}:abc`, `${h}:99999999999999999999`, `${h}:3000:3000`, `www.${h}`, `x.y.${h}`, production, `www.${production}`, production.toUpperCase(),
    ...otherHosts, 'valuation.localhost', 'localhost', 'localhost:3000', '127.0.0.1', '127.0.0.1:3000', '0.0.0.0', '[::1]', '[::1]:3000',
    '[::ffff:127.0.0.1]', '[::1', '::1', '[]', '[fe80::1%25eth0]', '[zz::1]', '', 'evil.example', `${h}@evil.example`, `evil.example/${h}`,
    `${h}\xff`, `${h}\x7f`, 'a'.repeat(300), 'a.'.repeat(130), `${h}, evil.example`, '%6cand.localhost', `${h}%00`, `${h}\t`, ' ',
    `${h.replace('.localhost', '')}.localhost.evil.example`, 'xn--nxasmq6b.localhost', '1.1', '999.999.999.999', '-.localhost',
  ];
}

const forwarded = fc.oneof(
  { weight: 4, arbitrary: fc.constant<Record<string, string>>({}) },
  { weight: 1, arbitrary: fc.constantFrom('http', 'https', 'HTTPS', 'ftp', 'javascript', '', 'https, http', 'https\t').map((v) => ({ 'x-forwarded-proto': v })) },
  { weight: 1, arbitrary: fc.constantFrom('evil.example', 'farm.localhost', '', '[::1]:99999', 'a'.repeat(300)).map((v) => ({ 'x-forwarded-host': v })) },
  { weight: 1, arbitrary: fc.constantFrom('for=1.2.3.4;host=evil.example;proto=https', 'garbage', '').map((v) => ({ forwarded: v })) },
);

export function hostRequests(brand: FuzzBrand, otherHosts: readonly string[], samplePath: fc.Arbitrary<string>): fc.Arbitrary<FuzzRequest> {
  const host = fc.oneof(
    { weight: 8, arbitrary: fc.constantFrom(...hostVariants(brand, otherHosts)) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }).map(headerText) },
  );
  const path = fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('/', brand.stateSearchPath, `${brand.stateSearchPath}?priceMin=1`, '/robots.txt', '/favicon.ico', '/brand-assets/land/manifest.webmanifest', '/api/location/autocomplete?q=llano') },
    { weight: 1, arbitrary: samplePath },
  );
  return fc
    .tuple(fc.constantFrom('GET' as const, 'GET' as const, 'HEAD' as const), host, path, forwarded)
    .map(([method, h, p, headers]): FuzzRequest => ({ family: 'host', method, path: p, host: h, headers }));
}
