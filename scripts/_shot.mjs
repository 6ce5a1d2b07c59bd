import { chromium } from '@playwright/test';
const [,, brand, path, width, out, clip] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-3d-apis', `--host-resolver-rules=MAP ${brand}.localhost 127.0.0.1`] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(`http://${brand}.localhost:3100${path}`, { waitUntil: 'networkidle' });
await page.waitForTimeout(500);
if (clip === 'results') { const el = page.getByTestId('results'); await el.scrollIntoViewIfNeeded(); await page.screenshot({ path: out, clip: { ...(await el.boundingBox()), height: 900 } }); }
else if (clip === 'counties') { const el = page.getByTestId('county-links'); await el.scrollIntoViewIfNeeded(); const b = page.getByRole('button', { name: /Show all/ }); await b.click(); await page.waitForTimeout(200); await el.screenshot({ path: out }); }
else await page.screenshot({ path: out });
await browser.close();
