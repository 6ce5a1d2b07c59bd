import type { Page } from '@playwright/test';

/** Starts counting layout shifts (without recent input) before the page's first byte. */
export async function countLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cls: number };
    w.__cls = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>) if (!entry.hadRecentInput) w.__cls += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift counted since countLayoutShifts. */
export const layoutShift = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __cls: number }).__cls);
