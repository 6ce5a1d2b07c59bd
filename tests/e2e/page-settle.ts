import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until a loaded page looks as it will stay: web fonts loaded, every visible image (in the
 * viewport, or anywhere on the page for a full-page capture) loaded and decoded, scrolled to the top.
 * Fails when a visible image is broken: a preview of a page with holes in it is no preview.
 */
export async function settlePage(page: Page, { fullPage }: { fullPage: boolean }): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => true));
  // A full-page capture scrolls through first; either way the capture starts at the top (an element
  // screenshot taken before, such as waitForStillFrames', scrolls its element into view).
  await page.evaluate(async (scrollThrough) => {
    for (let y = 0; scrollThrough && y < document.documentElement.scrollHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    }
    window.scrollTo(0, 0);
  }, fullPage);
  // Images that the layout shows (hidden carousel slides have no box) and that the capture includes.
  const broken = await page.evaluate(async ({ everywhere, timeoutMs }) => {
    const shown = [...document.images].filter((img) => {
      const box = img.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return false;
      // Scrolled sideways out of a swipe row (lazy, so never loaded), an image is in no capture.
      if (box.right <= 0 || box.left >= window.innerWidth) return false;
      return everywhere || (box.bottom > 0 && box.top < window.innerHeight);
    });
    const loaded = (img: HTMLImageElement) =>
      img.complete
        ? Promise.resolve(true)
        : new Promise<boolean>((resolve) => {
            img.addEventListener('load', () => resolve(true), { once: true });
            img.addEventListener('error', () => resolve(true), { once: true });
            setTimeout(() => resolve(false), timeoutMs);
          });
    const outcomes = await Promise.all(
      shown.map(async (img) => {
        if (!(await loaded(img))) return `still loading after ${timeoutMs} ms: ${img.currentSrc || img.src}`;
        return img.decode().then(() => null, () => `broken: ${img.currentSrc || img.src}`);
      }),
    );
    return outcomes.filter((outcome) => outcome !== null);
  }, { everywhere: fullPage, timeoutMs: 20_000 });
  expect(broken, 'visible images that did not load and decode').toEqual([]);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/**
 * Waits until an element draws the same pixels twice in a row (a WebGL map finishing its tiles and
 * camera move, which CSS animation switches cannot stop).
 */
export async function waitForStillFrames(locator: Locator, { timeoutMs = 15_000, intervalMs = 300 } = {}): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let previous = await locator.screenshot({ animations: 'disabled' });
  while (Date.now() < deadline) {
    await locator.page().waitForTimeout(intervalMs);
    const next = await locator.screenshot({ animations: 'disabled' });
    if (next.equals(previous)) return;
    previous = next;
  }
  throw new Error(`${locator} kept changing for ${timeoutMs} ms`);
}

/**
 * Counts the page's requests from now on; `quiet()` resolves once none is in flight (and none started
 * in the frame after): what a lazily loaded chunk, image or map tile started by a scroll has finished.
 */
export function trackRequests(page: Page): { quiet: (timeoutMs?: number) => Promise<void> } {
  const inFlight = new Set<object>();
  page.on('request', (request) => inFlight.add(request));
  const done = (request: object) => inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return {
    quiet: async (timeoutMs = 20_000) => {
      await expect
        .poll(
          async () => {
            await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
            return inFlight.size;
          },
          { timeout: timeoutMs, message: 'requests still in flight' },
        )
        .toBe(0);
    },
  };
}
