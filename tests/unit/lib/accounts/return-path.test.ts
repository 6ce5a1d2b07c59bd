import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeReturnPath } from '@/lib/accounts/return-path';

const SITE = 'https://www.acrewise.example';

/** What a browser does with the path: resolve it against the page it is on. */
function staysOnSite(path: string): boolean {
  return path.startsWith('/') && new URL(path, SITE).origin === SITE;
}

describe('return path after login (SPEC §6 origin)', () => {
  it.each([
    ['/account/details/', '/account/details/'],
    ['/texas-land-for-sale/?priceMax=5#map', '/texas-land-for-sale/?priceMax=5#map'],
    ['/a/../account/', '/account/'],
    ['//evil.example/x', '/'],
    ['/\\evil.example', '/'],
    ['https://evil.example/', '/'],
    ['javascript:alert(1)', '/'],
    ['', '/'],
    [null, '/'],
  ])('%s -> %s', (origin, expected) => {
    expect(safeReturnPath(origin)).toBe(expected);
  });

  // Paths that the URL parser normalises into a second host ("//evil.example").
  it.each(['/.//evil.example', '/..//evil.example', '/%2e//evil.example', '/x/..//evil.example', '/%2E%2E//evil.example', '/./\\evil.example', '/\t/evil.example', '/\n\\evil.example'])(
    '%s is refused',
    (origin) => {
      expect(safeReturnPath(origin)).toBe('/');
    },
  );

  const pieces = ['/', '//', '\\', '.', '..', '%2e', '%2E', '%2f', '%5c', '%09', '\t', '\n', ' ', 'evil.example', 'x', ':', '@', '?', '#', 'http:', 'javascript:', '%00', 'ä'];
  const candidate = fc.array(fc.constantFrom(...pieces), { minLength: 1, maxLength: 10 }).map((parts) => parts.join(''));

  it('always answers a path that stays on the site, for 20,000 generated values', () => {
    fc.assert(
      fc.property(fc.oneof(candidate, candidate.map((s) => `/${s}`), fc.string()), (origin) => {
        expect(staysOnSite(safeReturnPath(origin))).toBe(true);
      }),
      { numRuns: 20_000 },
    );
  });

  it('keeps a path that stays on the site as the parser normalises it', () => {
    fc.assert(
      fc.property(fc.array(fc.stringMatching(/^[a-z0-9-]{1,12}$/), { maxLength: 5 }), (segments) => {
        const path = `/${segments.join('/')}${segments.length ? '/' : ''}`;
        expect(safeReturnPath(path)).toBe(path);
      }),
    );
  });
});
