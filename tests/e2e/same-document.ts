import type { Page } from '@playwright/test';

// A client navigation keeps the document: a mark set on window before it is still there after, while a
// page load starts a fresh window without it.

export async function markWindow(page: Page): Promise<void> {
  await page.evaluate(() => Object.assign(window, { __sameDocument: 'yes' }));
}

/** 'yes' while the page is the document markWindow marked. */
export const sameDocument = (page: Page) => page.evaluate(() => (window as unknown as { __sameDocument?: string }).__sameDocument);
