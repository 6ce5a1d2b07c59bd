import { chromium } from 'playwright';
const base = 'http://127.0.0.1:3100';
const login = await fetch(`${base}/api/account/login`, { method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.201', host: 'land.localhost:3100' }, body: JSON.stringify({ email: 'seller@example.com', password: 'acrewise-demo' }) });
const cookies = login.headers.getSetCookie().map((c) => c.split(';')[0]);
console.log('login', login.status);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const pages = (process.argv[2] ?? '/lands-connector/,/lands-connector/leads/,/lands-connector/numbers/,/lands-connector/profile/,/lands-connector/plan/').split(',');
const widths = (process.argv[3] ?? '390,1366,1920').split(',').map(Number);
let n = 0;
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, extraHTTPHeaders: { 'x-forwarded-for': `198.51.100.${210 + n++}` } });
  await context.addCookies(cookies.map((c) => ({ name: c.slice(0, c.indexOf('=')), value: c.slice(c.indexOf('=') + 1), domain: 'land.localhost', path: '/' })));
  const page = await context.newPage();
  for (const path of pages) {
    await page.goto(`http://land.localhost:3100${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1200);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
    const name = `/tmp/shots/${path.replace(/[^a-z0-9]+/gi, '_')}-${width}.png`;
    await page.screenshot({ path: name, fullPage: true });
    console.log(name, 'scrollWidth', overflow);
  }
  await context.close();
}
await browser.close();
