import type { Page } from '@playwright/test';
import { siteBrand } from '@/lib/brand/server';
import { RECENT_SEARCHES_KEY } from '@/lib/search/recent-searches';
import { axeViolations } from './axe';
import { expect, test } from './fixtures';
import { texas } from './listing-support';

// SPEC §4 saved-search popover (lib/search/saved-search-popover.ts, components/search/search-memory.tsx):
// a visitor's search page offers to save the search once every 30 days, from the list-and-map width up,
// and on phones too where the brand file says so (savedSearchPopoverOnPhones: the main land site).
// Every other spec's visitor has seen it today (fixtures.ts `savedSearchPopover`); these are first visits.

test.use({ webgl: false, savedSearchPopover: true });

const popover = (page: Page) => page.getByRole('dialog', { name: 'Save this search', exact: true }).and(page.getByTestId('saved-search-popover'));

/**
 * The page's search memory has run (the visit is among the recent searches), so the popover is shown
 * or not for good: a check that it is absent means something only after this.
 */
async function searchRemembered(page: Page): Promise<void> {
  const path = new URL(page.url()).pathname;
  await expect.poll(() => page.evaluate((key) => window.localStorage.getItem(key) ?? '', RECENT_SEARCHES_KEY), { timeout: 20_000 }).toContain(path);
}

test.describe('the saved-search popover at 1366 px', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('opens on the first search page, names the search, has no axe violations, and "Not now" closes it for 30 days', async ({ page, brand }) => {
    await page.goto(texas[brand]);
    const offer = popover(page);
    await expect(offer).toBeVisible({ timeout: 20_000 });
    await expect(offer).toContainText(/Get an email when new properties match .*Texas/);
    expect(await axeViolations(page, { include: '[data-testid="saved-search-popover"]' })).toEqual([]);
    await offer.getByRole('button', { name: 'Not now' }).click();
    await expect(offer).toBeHidden();

    await page.reload();
    await searchRemembered(page);
    await expect(popover(page)).toHaveCount(0);
  });

  test('"Save search" in it opens the save-search panel with the search\'s name', async ({ page, brand }) => {
    await page.goto(texas[brand]);
    const offer = popover(page);
    await expect(offer).toBeVisible({ timeout: 20_000 });
    await offer.getByRole('button', { name: 'Save search' }).click();
    await expect(offer).toBeHidden();
    const panel = page.getByRole('dialog', { name: 'Save this search' }).and(page.locator('[aria-modal="true"]'));
    await expect(panel).toBeVisible({ timeout: 15_000 });
    await expect(panel.getByLabel('Name')).toHaveValue(/Texas/);
  });
});

test.describe('the saved-search popover on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('opens on the brands whose brand file shows it on phones, and on no other', async ({ page, brand }) => {
    await page.goto(texas[brand]);
    if (siteBrand(brand)?.savedSearchPopoverOnPhones) {
      await expect(popover(page)).toBeVisible({ timeout: 20_000 });
      await expect(popover(page).getByRole('button', { name: 'Not now' })).toBeVisible();
    } else {
      await searchRemembered(page);
      await expect(popover(page)).toHaveCount(0);
    }
  });

  test('lets a tap through to the placard beneath in the moment it arrives, then takes taps itself', async ({ page, brand }) => {
    test.skip(!siteBrand(brand)?.savedSearchPopoverOnPhones, `the ${brand} brand shows no popover on phones`);
    // The moment it enters the page (before the next frame), what a tap at the popover's centre would
    // hit: the browser's own hit test, so the answer does not depend on when the test looks.
    await page.addInitScript(() => {
      const hitAt = (element: Element) => {
        const box = element.getBoundingClientRect();
        const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return hit === null ? 'nothing' : element.contains(hit) ? 'popover' : (hit.closest('article')?.className ?? hit.tagName);
      };
      new MutationObserver((_, observer) => {
        const shown = document.querySelector('[data-testid="saved-search-popover"]');
        if (!shown) return;
        observer.disconnect();
        document.documentElement.dataset.popoverFirstHit = hitAt(shown);
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto(texas[brand]);
    const offer = popover(page);
    await expect(offer).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('html')).toHaveAttribute('data-popover-first-hit', 'placard');
    await expect(offer).toHaveAttribute('data-armed', 'true');
    await offer.getByRole('button', { name: 'Not now' }).tap();
    await expect(offer).toBeHidden();
  });
});
