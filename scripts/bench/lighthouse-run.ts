import { launch } from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';

// One Lighthouse performance run (mobile: its default form factor, screen and simulated throttling) in a
// fresh headless Chromium that can reach nothing but this machine.

export const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

const chromeFlags = [
  '--headless=new',
  // As root, Chromium runs only without its sandbox (DESIGN §7).
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  // Every name but the loopback ones fails to resolve: the page gets no third-party help and the
  // browser phones nowhere. Chromium resolves *.localhost to loopback itself.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE *.localhost, EXCLUDE 127.0.0.1',
];

export interface WebFigures {
  /** 0-100, or NaN when Lighthouse could not score the page. */
  performance: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  /** Lighthouse's runtime error or warnings (e.g. the page answered 404), if any. */
  problem?: string;
  lhr: Result;
}

const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

export async function lighthouseRun(url: string): Promise<WebFigures> {
  const chrome = await launch({ chromePath, chromeFlags, logLevel: 'error' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    const score = lhr.categories.performance?.score;
    const problems = [lhr.runtimeError?.message, ...lhr.runWarnings].filter((text): text is string => Boolean(text));
    return {
      performance: typeof score === 'number' ? Math.round(score * 100) : Number.NaN,
      lcpMs: metric(lhr, 'largest-contentful-paint'),
      cls: metric(lhr, 'cumulative-layout-shift'),
      tbtMs: metric(lhr, 'total-blocking-time'),
      fcpMs: metric(lhr, 'first-contentful-paint'),
      problem: problems.length > 0 ? problems.join(' ') : undefined,
      lhr,
    };
  } finally {
    chrome.kill();
  }
}
