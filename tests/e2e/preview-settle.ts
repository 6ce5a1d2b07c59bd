import { expect, type Page } from '@playwright/test';
import { diffPngs } from '../../scripts/preview-diff';
import { scrollThroughPage, settlePage } from './page-settle';

/**
 * settlePage (fonts, images, scrolled to the top) after what the preview's shots hold besides: placard
 * carousels (search results, similar listings) swap their first photo for Swiper, with its counter and
 * arrows, once near the view and after the page has loaded (components/search/placard-carousel.tsx). A
 * shot taken before that differs from one taken after, so every carousel the capture includes must have
 * swapped: a full-page capture first scrolls through the page to bring them all near. Carousels scrolled
 * sideways out of view are in no capture.
 */
export async function settleForPreview(page: Page, { fullPage }: { fullPage: boolean }): Promise<void> {
  // Half a viewport at a time: a carousel is near the view at some stop however tall it is.
  if (fullPage) await scrollThroughPage(page, { step: 0.5 });
  await expect
    .poll(
      () =>
        page.evaluate((everywhere) => {
          const swapped = (carousel: HTMLElement) => carousel.dataset.carousel === 'active' && carousel.querySelector('.swiper-initialized') !== null;
          return [...document.querySelectorAll<HTMLElement>('[data-carousel]')].filter((carousel) => {
            const box = carousel.getBoundingClientRect();
            // A carousel scrolled sideways out of a swipe row (the home page's featured listings on a phone)
            // is in no shot, full page or not.
            const across = box.right > 0 && box.left < window.innerWidth;
            const shown = box.width > 0 && box.height > 0 && across && (everywhere || (box.bottom > 0 && box.top < window.innerHeight));
            return shown && !swapped(carousel);
          }).length;
        }, fullPage),
      { timeout: 20_000, message: 'placard carousels in the shot still without Swiper' },
    )
    .toBe(0);
  await settlePage(page, { fullPage, scrolled: true });
}

/**
 * The page's screenshot once two captures in a row agree (no pixel apart, as the preview's diff
 * counts). A capture can change the page: a full-page one resizes the view for a moment, and on a phone
 * the listing's hero may pick a larger photo from its srcset then, shown blank while it loads. So the
 * page settles again after each capture, and the next one must show the same.
 */
export async function stableScreenshot(page: Page, { fullPage, attempts = 4 }: { fullPage: boolean; attempts?: number }): Promise<Buffer> {
  // Finite CSS animations jump to their end, infinite ones stop; the caret would blink between runs.
  // A capture waits for a frame; a page that draws none fails in 30 s, not at the test's timeout.
  const shoot = () => page.screenshot({ fullPage, animations: 'disabled', caret: 'hide', timeout: 30_000 });
  await settleForPreview(page, { fullPage });
  let previous = await shoot();
  for (let attempt = 1; attempt < attempts; attempt++) {
    // Every lazy part started in the first scroll: the images the capture's resize asked for are waited for.
    await settlePage(page, { fullPage, scrolled: true });
    const next = await shoot();
    if (next.equals(previous) || diffPngs(previous, next).changedPixels === 0) return next;
    previous = next;
  }
  throw new Error(`the page looked different in each of ${attempts} screenshots in a row`);
}
