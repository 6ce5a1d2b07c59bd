import { FIRST_LOAD_BUDGET_BYTES, firstLoadScripts, gzipBytes } from '../../scripts/bench/first-load';
import { firstListingPath } from '../../scripts/bench/listing-link';
import { siteBrand } from '@/lib/brand/server';
import { brokerProfileRoute } from '@/lib/brokers';
import { dialects } from '@/lib/routing';
import { expect, test, type BrandKey } from './fixtures';
import { withDatabase } from './listing-db';

// DESIGN §6: no route loads more than 150 KB of gzip JavaScript before anything else; the map, the
// carousel and the filter form's validation come on demand. `npm run bench:bundles` prints the figures.

const paths: Record<BrandKey, string[]> = {
  land: ['/', '/Texas', '/texas-land-for-sale/', '/no/such/page/'],
  farm: ['/', '/search/texas/', '/no/such/page/'],
  rec: ['/', '/texas-land-for-sale', '/no/such/page'],
};

/** A broker profile page: the seeded corporate office (account 1) at its canonical URL. */
const profilePath = (brand: BrandKey) =>
  withDatabase(async (sql) => {
    const [row] = await sql<{ contact_name: string | null; company_name: string | null }>('select contact_name, company_name from accounts where id = 1');
    return dialects[siteBrand(brand)?.urlDialect ?? 'land'].build(brokerProfileRoute({ accountId: 1, contactName: row?.contact_name ?? null, companyName: row?.company_name ?? null }));
  });

test('every route loads at most 150 KB of gzip JavaScript first', async ({ request, brand }) => {
  // A listing page too (the first placard of the brand's Texas search; its map and carousel load on
  // demand), and a broker profile.
  const listing = firstListingPath(await (await request.get(paths[brand].at(-2) ?? '/')).text());
  expect(listing).toMatch(/\d/);
  for (const path of [...paths[brand], listing ?? '', await profilePath(brand)]) {
    const scripts = firstLoadScripts(await (await request.get(path)).text());
    expect(scripts.length, path).toBeGreaterThan(0);
    let total = 0;
    for (const src of scripts) total += gzipBytes(await (await request.get(src)).body());
    expect(total, `${path}: ${(total / 1024).toFixed(1)} KB`).toBeLessThanOrEqual(FIRST_LOAD_BUDGET_BYTES);
  }
});
