import { describe, expect, it } from 'vitest';
import { staticPackages } from '../static-packages';

// The browser builds every next search URL and the markers request itself: the modules it needs for
// that carry no validation library and nothing of the server (database, file system).
const serverOnly = ['zod', 'pg', 'drizzle-orm', '@electric-sql/pglite', 'node:fs', 'fs', 'server-only'];

describe('search URLs in the browser: first-load code', () => {
  it.each(['components/search/map-panel.tsx', 'components/search/filter-bar.tsx', 'lib/search/url-from-criteria.ts', 'lib/search/markers-url.ts'])(
    '%s reaches no schema or server code',
    (entry) => {
      const packages = staticPackages(entry);
      for (const heavy of serverOnly) expect(packages, entry).not.toContain(heavy);
    },
  );

  it('the map panel fetches with SWR', () => {
    expect(staticPackages('components/search/map-panel.tsx')).toContain('swr');
  });

  it('reading a URL back, on the server, checks it with the schema and the database', () => {
    const packages = staticPackages('lib/search/criteria-from-url.ts');
    expect(packages).toContain('zod');
    expect(packages).toContain('drizzle-orm');
  });
});
