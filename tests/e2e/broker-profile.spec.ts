import { siteBrand } from '@/lib/brand/server';
import { brokerProfileRoute } from '@/lib/brokers';
import { dialects } from '@/lib/routing';
import { axeViolations } from './axe';
import { expect, test, type BrandKey } from './fixtures';
import { withDatabase } from './listing-db';
import { sellerAccount as account, type SellerAccount } from './seller-accounts';

// The map is not this spec's subject: its browser has WebGL off, and draws none (fixtures.ts `webgl`).
test.use({ webgl: false });

// SPEC §2.1 broker/member details, per brand: reached from a listing's placard, at its canonical URL
// (a wrong name slug 308s there), a corporate office with its agents, an agent's way back to its office,
// an inactive broker's screen, and the listings one click further.

const profilePath = (brand: BrandKey, account: SellerAccount) => dialects[siteBrand(brand)?.urlDialect ?? 'land'].build(brokerProfileRoute(account));

const ACTIVE_LISTINGS = 'exists (select 1 from listings l where l.account_id = a.id and l.market_status in (1, 2))';

test.describe('broker profile pages', () => {
  test('a placard leads to the broker profile at its canonical URL, and its listings are one click further', async ({ page, brand }) => {
    const search = { land: '/texas-land-for-sale/', farm: '/search/texas/', rec: '/texas-land-for-sale' }[brand];
    await page.goto(search);
    // The first placard whose broker is active (an inactive broker's page has its own test below).
    const links = page.getByTestId('results').getByTestId('broker-block').getByRole('link');
    const ids = (await links.evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).pathname))).map((path) => Number(/(\d+)\/?$/.exec(path)?.[1]));
    const active = await withDatabase((sql) => sql<{ id: string }>('select id::text from accounts where id = any($1::bigint[]) and is_active', [ids]));
    const index = ids.findIndex((id) => active.some((row) => Number(row.id) === id));
    expect(index).toBeGreaterThanOrEqual(0);
    await links.nth(index).click();
    await expect(page.getByTestId('broker-name')).toBeVisible();
    const count = Number(await page.getByTestId('broker-active-count').textContent());
    expect(count).toBeGreaterThan(0);
    await page.getByTestId('broker-stats').getByRole('link').click();
    await expect(page.getByTestId('result-count')).toHaveAttribute('data-count', String(count));
  });

  test('a wrong or missing name slug redirects 308 to the canonical profile URL', async ({ request, brand }) => {
    const broker = await account(`a.is_active and a.contact_name is not null and ${ACTIVE_LISTINGS}`);
    const canonical = profilePath(brand, broker);
    const wrong = profilePath(brand, { ...broker, contactName: 'Nobody Atall' });
    const answer = await request.get(wrong, { maxRedirects: 0 });
    expect(answer.status()).toBe(308);
    expect(new URL(answer.headers().location ?? '', 'http://x').pathname).toBe(canonical);
    expect((await request.get(canonical, { maxRedirects: 0 })).status()).toBe(200);
  });

  test('a corporate office lists its agents, and an agent links back to its office', async ({ page, brand }) => {
    const office = await account('a.account_type in (3, 41, 51) and exists (select 1 from accounts c where c.parent_account_id = a.id and c.is_active and c.is_seller)');
    await page.goto(profilePath(brand, office));
    const agents = page.getByTestId('office-agents').getByTestId('agent-card');
    await expect(agents.first()).toBeVisible();
    await agents.first().getByRole('heading').getByRole('link').click();
    await expect(page.getByTestId('broker-name')).toBeVisible();
    await page.getByRole('link', { name: office.companyName ?? '' }).click();
    await expect(page).toHaveURL(new RegExp(`${profilePath(brand, office).replace(/\//g, '\\/')}$`));
  });

  test('an inactive broker shows the inactive screen with a search of its area, with status 200', async ({ page, brand }) => {
    const inactive = await account('not a.is_active and a.state_id is not null');
    const response = await page.goto(profilePath(brand, inactive));
    expect(response?.status()).toBe(200);
    const screen = page.getByTestId('inactive-broker');
    await expect(screen).toBeVisible();
    await screen.getByRole('link').click();
    await expect(page.getByTestId('result-count')).toBeVisible();
  });

  test('a broker video loads no player until Play is pressed, and the player after', async ({ page, brand }) => {
    const broker = await account('a.is_active and a.video_url is not null');
    const playerRequests: string[] = [];
    await page.route(/^https:\/\/(www\.youtube-nocookie\.com|player\.vimeo\.com)\//, async (route) => {
      playerRequests.push(route.request().url());
      await route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>player</title>' });
    });
    await page.goto(profilePath(brand, broker));
    const video = page.getByTestId('broker-video');
    await expect(video.getByRole('button', { name: 'Play video' })).toBeVisible();
    await expect(video.locator('iframe')).toHaveCount(0);
    expect(playerRequests).toEqual([]);
    await video.getByRole('button', { name: 'Play video' }).click();
    await expect(video.locator('iframe')).toHaveAttribute('src', /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[\w-]{11}|player\.vimeo\.com\/video\/\d+)\?(.*&)?autoplay=1(&|$)/);
    await expect.poll(() => playerRequests.length).toBeGreaterThan(0);
  });

  test('the profile page has no detectable accessibility violations', async ({ page, brand }) => {
    const office = await account(`a.account_type in (3, 41, 51) and ${ACTIVE_LISTINGS}`);
    await page.goto(profilePath(brand, office));
    await expect(page.getByTestId('broker-name')).toBeVisible();
    expect(await axeViolations(page, { rules: 'all' })).toEqual([]);
  });
});
