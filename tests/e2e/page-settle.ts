import { expect, type Locator, type Page } from '@playwright/test';

/**
 * Waits until a loaded page looks as it will stay: web fonts loaded, every visible image (in the
 * viewport, or anywhere on the page for a full-page capture) loaded and decoded, scrolled to the top.
 * Fails when a visible image is broken: a preview of a page with holes in it is no preview.
 * `scrolled`: the caller has scrolled through the page already, so its lazy parts have started.
 */
export async function settlePage(page: Page, { fullPage, scrolled = false }: { fullPage: boolean; scrolled?: boolean }): Promise<void> {
  await page.evaluate(() => document.fonts.ready.then(() => true));
  // A full-page capture scrolls through first (lazy images and sections start when near the view);
  // either way the capture starts at the top (an element screenshot taken before, such as
  // waitForStillFrames', scrolls its element into view).
  if (fullPage && !scrolled) await scrollThroughPage(page, { step: 1 });
  await page.evaluate(() => window.scrollTo(0, 0));
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
  await animationFrames(page, 2);
}

/** How long a wait for animation frames waits at most (see animationFrames). */
const FRAME_WAIT_CAP_MS = 1_000;

/**
 * Waits for the page's next `count` animation frames: what intersection observers, layout and paint
 * have run by then. At most FRAME_WAIT_CAP_MS: headless Chromium can stop drawing a page for a while
 * under load (no frame, so no requestAnimationFrame callback), and a wait on frames alone then hung
 * until the test's timeout (a preview capture, 170 s). The caller's next check, which polls, sees
 * whether the page got where it should.
 */
export async function animationFrames(page: Page, count: number): Promise<void> {
  await page.evaluate(
    ({ frames, capMs }) =>
      new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, capMs);
        const next = (left: number) => {
          if (left === 0) {
            clearTimeout(timer);
            resolve();
          } else requestAnimationFrame(() => next(left - 1));
        };
        next(frames);
      }),
    { frames: count, capMs: FRAME_WAIT_CAP_MS },
  );
}

/** The most positions a scroll through a page stops at: a page that keeps growing still ends. */
const MAX_SCROLL_STOPS = 60;

/**
 * Scrolls from the top to the bottom of the page, `step` viewport heights at a time, two frames at
 * each position (lazy content and observers see each one), reading the page's height again at each
 * stop as lazily loaded parts make it taller; then back to the top.
 */
export async function scrollThroughPage(page: Page, { step }: { step: number }): Promise<void> {
  for (let y = 0, stops = 0; stops < MAX_SCROLL_STOPS; stops++) {
    const { height, view } = await page.evaluate((top) => {
      window.scrollTo(0, top);
      return { height: document.documentElement.scrollHeight, view: window.innerHeight };
    }, y);
    await animationFrames(page, 2);
    y += Math.max(1, Math.floor(view * step));
    if (y >= height) break;
  }
  await page.evaluate(() => window.scrollTo(0, 0));
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
            await animationFrames(page, 2);
            return inFlight.size;
          },
          { timeout: timeoutMs, message: 'requests still in flight' },
        )
        .toBe(0);
    },
  };
}
