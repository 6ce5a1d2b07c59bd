import type { Page } from '@playwright/test';

// docs/security.md: the Content-Security-Policy holds on every page any test opens. The page fixture
// (fixtures.ts) watches each test's page from its first document on: a `securitypolicyviolation` event
// in any of its documents, or Chromium's console line for a blocked load (also from workers), is kept
// here, and the test fails at its end when there is one.

export interface CspWatch {
  /** What was blocked so far, one line each ("script-src blocked https://… on /path"). */
  violations(): string[];
}

export async function watchCsp(page: Page): Promise<CspWatch> {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) seen.push(message.text());
  });
  await page.exposeBinding('__reportCspViolation', (_source, line: string) => {
    seen.push(line);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation?: (line: string) => Promise<void> }).__reportCspViolation;
      void report?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  return { violations: () => [...seen] };
}
