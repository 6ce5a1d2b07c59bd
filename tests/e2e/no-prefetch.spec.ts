import { firstListingPath } from '../../scripts/bench/listing-link';
import { expect, test } from './fixtures';
import { texas } from './listing-support';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// docs/architecture.md "Links": a public page fetches no other page's payload while it loads. A visible
// next/link with its default prefetch asks the server to render the page it points to (16 renders for a
// Texas search page, 65 for the HTML sitemap); links here either leave prefetch off or are plain anchors.
// The components are the same for every brand (and ESLint holds every <Link>): @shared, on the main site.

test('home, search, listing, directory and sitemap pages prefetch no other page', { tag: '@shared' }, async ({ page, request }) => {
  const listing = firstListingPath(await (await request.get(texas.land)).text());
  expect(listing).toMatch(/\d/);
  const payloads: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).searchParams.has('_rsc') || req.headers()['rsc'] === '1') payloads.push(req.url());
  });
  for (const path of ['/', texas.land, listing ?? '', '/broker/texas/', '/sitemap/']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Links below the fold come into view too.
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    expect(payloads, path).toEqual([]);
  }
});
