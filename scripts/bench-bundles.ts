// `npm run bench:bundles [-- --url http://127.0.0.1:3000]`
// First-load JavaScript of every page kind of every brand against a running app: the scripts a page's
// HTML loads before anything else (its <script src> tags), gzip-compressed as they travel, against the
// DESIGN §6 budget of 150 KB. Code loaded on demand (the map, the carousel) is not first-load.
// Exits 1 when a page is over budget.
import { parseArgs } from 'node:util';
import { siteBrand } from '@/lib/brand/server';
import { dialects, type Route } from '@/lib/routing';
import { FIRST_LOAD_BUDGET_BYTES as BUDGET_BYTES, pageScripts } from './bench/first-load';
import { httpGet, htmlFrom } from './bench/http-get';
import { pageTargets, resolveDetailPaths } from './bench/page-targets';
import { textTable } from './bench/text-table';

const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:3000' } } });
const base = new URL(values.url);

const get = (path: string, host: string) => httpGet(base, path, host);

const scripts = pageScripts(async (src, host) => (await get(src, host)).body);

// Beside the kinds the other benches measure: the login page, a content page and the privacy-rights page
// (whose request form must not ride in with every content page), the explore page, and 404.
const more: Array<{ page: string; route: Route }> = [
  { page: 'login', route: { kind: 'login' } },
  { page: 'content', route: { kind: 'content', page: 'contact-us' } },
  { page: 'privacy', route: { kind: 'content', page: 'privacy-rights' } },
  { page: 'explore', route: { kind: 'explore' } },
];
const homes = pageTargets({ kinds: ['home'] });
const targets: Array<{ brand: string; page: string; path: string; host: string }> = [
  ...(await resolveDetailPaths(pageTargets(), htmlFrom(base))),
  ...homes.flatMap((home) => more.map(({ page, route }) => ({ ...home, page, path: dialects[siteBrand(home.brand)?.urlDialect ?? 'land'].build(route) }))),
  ...homes.map((t) => ({ ...t, page: '404', path: t.brand === 'rec' ? '/no/such/page' : '/no/such/page/' })),
];
const rows: string[][] = [];
let over = 0;
for (const target of targets) {
  const { status, body } = await get(target.path, target.host);
  const { scripts: sources, bytes: total } = await scripts.firstLoad(body.toString('utf8'), target.host);
  // A page that failed to render is measured as nothing: it fails the run too.
  const rendered = status === (target.page === '404' ? 404 : 200);
  if (total > BUDGET_BYTES || !rendered) over++;
  rows.push([target.brand, target.page, String(status), String(sources.length), (total / 1024).toFixed(1), !rendered ? 'not rendered' : total <= BUDGET_BYTES ? 'ok' : 'over']);
}
console.log(textTable(['brand', 'page', 'status', 'scripts', 'first-load KB (gzip)', 'budget 150 KB'], rows));
process.exit(over > 0 ? 1 : 0);
