import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type BrandKey } from './fixtures';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// Each brand speaks for its own business (docs/brands.md): the home hero, the search heading, the page
// title and the meta description of a place come from the brand file's `copy`, read here from the same
// file, and they read whole at phone, laptop and wide-screen widths.

interface BrandFile {
  titlePattern: string;
  copy: { heroHeading: string; heroSubheading: string; searchNoun: string; placeDescription: string };
}
const brandFile = (brand: BrandKey): BrandFile =>
  JSON.parse(fs.readFileSync(path.join(process.cwd(), 'brands', brand, 'brand.json'), 'utf8')) as BrandFile;

const texasSearch: Record<BrandKey, string> = { land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' };
const otherBrands = (brand: BrandKey) => (['land', 'farm', 'rec'] as const).filter((other) => other !== brand);

test('the home hero says what the brand file says', async ({ page, brand }) => {
  const { copy } = brandFile(brand);
  await page.goto('/');
  const hero = page.getByTestId('home-hero');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(copy.heroHeading);
  await expect(hero.getByTestId('hero-subheading')).toHaveText(copy.heroSubheading);
  for (const other of otherBrands(brand)) expect(copy.heroHeading, other).not.toBe(brandFile(other).copy.heroHeading);
});

test('the Texas search names what the brand sells in its heading, title and description', async ({ page, brand }) => {
  const { copy, titlePattern } = brandFile(brand);
  const heading = `Texas ${copy.searchNoun} for Sale`;
  expect((await page.goto(texasSearch[brand]))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
  await expect(page).toHaveTitle(titlePattern.replace('%s', heading));
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', copy.placeDescription.replace('{place}', 'Texas'));
  for (const other of otherBrands(brand)) expect(copy.searchNoun, other).not.toBe(brandFile(other).copy.searchNoun);
});

for (const width of [390, 1366, 1920]) {
  test(`the brand's headings and placard tags read whole at ${width} px`, async ({ page, brand }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const url of ['/', texasSearch[brand]]) {
      await page.goto(url);
      const heading = page.getByRole('heading', { level: 1 });
      await expect(heading).toBeVisible();
      // Wrapped onto lines if need be, never cut off or pushed past the screen's edge.
      const fits = await heading.evaluate((el) => el.scrollWidth <= el.clientWidth && el.getBoundingClientRect().left >= 0 && el.getBoundingClientRect().right <= window.innerWidth);
      expect(fits, url).toBe(true);
    }
    // A placard's status pill ("Under Contract" in the brand's words) and its level badge share the top
    // of the photo: each inside the placard, neither under the other, however narrow the placard.
    const tags = await page.getByTestId('results').locator('article').evaluateAll((articles) =>
      articles.flatMap((article) => {
        const pill = article.querySelector('[data-testid="status-pill"]')?.getBoundingClientRect();
        const badge = article.querySelector('[data-testid="level-badge"]')?.getBoundingClientRect();
        if (!pill || !badge) return [];
        const box = article.getBoundingClientRect();
        const inside = (r: DOMRect) => r.left >= box.left && r.right <= box.right && r.top >= box.top;
        const apart = pill.right <= badge.left || pill.bottom <= badge.top || badge.bottom <= pill.top;
        return [{ id: article.dataset.listingId, whole: inside(pill) && inside(badge) && apart }];
      }),
    );
    expect(tags.length, 'placards with a status pill and a level badge').toBeGreaterThan(0);
    expect(tags.filter((tag) => !tag.whole)).toEqual([]);
    await page.goto('/');
    for (const id of ['lake-browse', 'state-browse']) {
      const section = page.getByTestId(id);
      if ((await section.count()) === 0) continue;
      const box = await section.getByRole('heading', { level: 2 }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= width, id).toBe(true);
      // The first card (or lake) is whole on screen; on phones the rest swipe in from the side.
      const first = await section.getByRole('list').first().getByRole('link').first().boundingBox();
      expect(first && first.x >= 0 && first.x + first.width <= width, id).toBe(true);
    }
  });
}
