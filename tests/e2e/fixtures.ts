import { test as base } from '@playwright/test';

export type BrandKey = 'land' | 'farm' | 'rec';

/** Each Playwright project names its brand; tests read it to pick expectations. */
export const test = base.extend<{ brand: BrandKey }>({
  brand: ['land', { option: true }],
});
export { expect } from '@playwright/test';
