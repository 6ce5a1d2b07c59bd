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

/** What watchForChanges keeps in the page between its two calls. */
interface PreviewWatchGlobals {
  __previewMutations?: number;
  __previewObserver?: MutationObserver;
  __previewCount?: (records: MutationRecord[]) => number;
  __previewSources?: string[];
}

/** Whether anything that could change a capture happened on the page since `watchForChanges`. */
interface ChangeWatch {
  changed(): Promise<boolean>;
}

/**
 * Watches the page for what could make its next capture differ from one taken now: a change to the
 * document (a node, an attribute, a text: a carousel's turn, a map canvas resized, a header swapping its
 * account area), any request it starts (a lazy chunk, a map tile) and any photo whose source switches
 * (the larger one a srcset picks once a full-page capture has resized the view). Painting that changes
 * none of these (a WebGL map drawing its tiles) is held still by waitForStillFrames before any capture.
 */
async function watchForChanges(page: Page): Promise<ChangeWatch> {
  let requests = 0;
  const onRequest = () => void requests++;
  page.on('request', onRequest);
  await page.evaluate(() => {
    const watched = window as unknown as PreviewWatchGlobals;
    watched.__previewObserver?.disconnect();
    watched.__previewMutations = 0;
    // Playwright's own capture hides the text caret by setting each field's inline caret-color, and puts
    // it back after: not a change of the page's.
    const caretOnly = (record: MutationRecord) =>
      record.type === 'attributes' && record.attributeName === 'style' && record.target instanceof Element && record.target.matches('input, textarea, [contenteditable]');
    const count = (records: MutationRecord[]) => records.filter((record) => !caretOnly(record)).length;
    watched.__previewObserver = new MutationObserver((records) => {
      watched.__previewMutations = (watched.__previewMutations ?? 0) + count(records);
    });
    watched.__previewCount = count;
    watched.__previewSources = [...document.images].map((img) => img.currentSrc);
    watched.__previewObserver.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
  });
  return {
    changed: async () => {
      page.off('request', onRequest);
      const seen = await page.evaluate(() => {
        const watched = window as unknown as PreviewWatchGlobals;
        // Records the observer has not delivered yet count too.
        const pending = watched.__previewCount?.(watched.__previewObserver?.takeRecords() ?? []) ?? 0;
        watched.__previewObserver?.disconnect();
        // The photo a srcset shows is no attribute: the capture's resize can switch it (from the browser's
        // memory cache, without a request), and a capture taken meanwhile shows the box blank.
        const before = watched.__previewSources ?? [];
        const after = [...document.images].map((img) => img.currentSrc);
        const switched = after.length !== before.length || after.some((source, index) => source !== before[index]);
        return { mutations: (watched.__previewMutations ?? 0) + pending, switched };
      });
      return seen.mutations > 0 || seen.switched || requests > 0;
    },
  };
}

/**
 * The page's screenshot once it is known to hold still. A capture can change the page: a full-page one
 * resizes the view for a moment, and on a phone the listing's hero may pick a larger photo from its
 * srcset then, shown blank while it loads. So the page settles again after each capture, and the capture
 * counts when nothing changed on the page from just before it until then (no node, attribute, text,
 * request or photo source: `watchForChanges`); when something did, the next capture must show the same
 * pixels as the one before it (as the preview's diff counts them).
 */
export async function stableScreenshot(page: Page, { fullPage, attempts = 4 }: { fullPage: boolean; attempts?: number }): Promise<Buffer> {
  // Finite CSS animations jump to their end, infinite ones stop; the caret would blink between runs.
  // A capture waits for a frame; a page that draws none fails in 30 s, not at the test's timeout.
  const shoot = () => page.screenshot({ fullPage, animations: 'disabled', caret: 'hide', timeout: 30_000 });
  await settleForPreview(page, { fullPage });
  let previous: Buffer | null = null;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    const watch = await watchForChanges(page);
    const shot = await shoot();
    // Every lazy part started in the first scroll: the images the capture's resize asked for are waited for.
    await settlePage(page, { fullPage, scrolled: true });
    if (!(await watch.changed())) return shot;
    // diffPngs compares the bytes first: equal captures are not decoded.
    if (previous && diffPngs(previous, shot).changedPixels === 0) return shot;
    previous = shot;
  }
  throw new Error(`the page kept changing through ${attempts} screenshots, and no two in a row looked the same`);
}
