import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts, gzipBytes } from '../../scripts/bench/first-load';
import { firstListingPath } from '../../scripts/bench/listing-link';
import { expect, test, type BrandKey } from './fixtures';

// DESIGN §6: no route loads more than 150 KB of gzip JavaScript before anything else; the map, the
// carousel and the filter form's validation come on demand. `npm run bench:bundles` prints the figures.

const paths: Record<BrandKey, string[]> = {
  land: ['/', '/Texas', '/texas-land-for-sale/', '/no/such/page/'],
  farm: ['/', '/search/texas/', '/no/such/page/'],
  rec: ['/', '/texas-land-for-sale', '/no/such/page'],
};

test('every route loads at most 150 KB of gzip JavaScript first', async ({ request, brand }) => {
  // A listing page too: the first placard of the brand's Texas search (its map and carousel load on demand).
  const listing = firstListingPath(await (await request.get(paths[brand].at(-2) ?? '/')).text());
  expect(listing).toMatch(/\d/);
  for (const path of [...paths[brand], listing ?? '']) {
    const scripts = firstLoadScripts(await (await request.get(path)).text());
    expect(scripts.length, path).toBeGreaterThan(0);
    let total = 0;
    for (const src of scripts) total += gzipBytes(await (await request.get(src)).body());
    expect(total, `${path}: ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  }
});
