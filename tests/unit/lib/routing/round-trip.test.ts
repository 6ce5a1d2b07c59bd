import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalize, dialects, routeSchema, type DialectName } from '@/lib/routing';
import { routeArbitrary } from './arbitraries';

const names: DialectName[] = ['land', 'classic', 'clean'];

describe.each(names)('%s dialect', (name) => {
  const dialect = dialects[name];

  it('parses every built route back to the same route', () => {
    fc.assert(
      fc.property(routeArbitrary(name), (route) => {
        expect(routeSchema.safeParse(route).success).toBe(true);
        const path = dialect.build(route);
        expect(dialect.parse(path)).toEqual(route);
      }),
      { numRuns: 3000 },
    );
  });

  it('builds canonical paths that need no redirect, in the dialect slash style', () => {
    fc.assert(
      fc.property(routeArbitrary(name), (route) => {
        const path = dialect.build(route);
        expect(canonicalize(dialect, path)?.redirect).toBe(false);
        if (path !== '/' && route.kind !== 'landing') expect(path.endsWith('/')).toBe(dialect.trailingSlash);
      }),
      { numRuns: 1000 },
    );
  });

  it('builds a path it can parse for routes of any brand, so no link a brand renders is a 404', () => {
    const anyRoute = fc.oneof(...names.map((other) => routeArbitrary(other)));
    fc.assert(
      fc.property(anyRoute, (route) => {
        const path = dialect.build(route);
        expect(dialect.parse(path)).not.toBeNull();
        expect(canonicalize(dialect, path)?.redirect).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });

  it('never throws on arbitrary input and redirects only to a canonical path', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.webPath(), fc.string({ unit: 'binary' }).map((s) => `/${s}`)), (path) => {
        const result = canonicalize(dialect, path);
        if (result?.redirect) expect(canonicalize(dialect, result.canonicalPath)?.redirect).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });
});
