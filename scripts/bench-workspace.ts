// `npm run bench:workspace [-- --url http://127.0.0.1:3000]`
// First-load JavaScript of the seller workspace of a running app, logged in as the demo seller on the
// land site: the add-listing page and the lands connector with each of its sections, counted as
// bench:bundles counts it (the <script src> tags of the HTML, gzip), against the workspace's budget of
// 200 KB. Then where the heavy code of these pages lives: the add-listing form (react-hook-form, the
// wizard's steps, the photo drop and upload) and the numbers page's chart (recharts) are meant to be
// chunks of their own, fetched when shown. Each module is recognised by a string only its code holds in
// the build; a row says whether the page's first-load scripts hold it and whether a chunk those scripts
// load on demand does. Exits 1 when a page is over budget or did not render, or a module is not where
// it should be (or nowhere: its marker string has gone stale).
import { parseArgs } from 'node:util';
import { siteBrand } from '@/lib/brand/server';
import { dialects, landsConnectorSections, type Route } from '@/lib/routing';
import { onDemandChunks, pageScripts, type PageScripts } from './bench/first-load';
import { httpGet } from './bench/http-get';
import { benchClientAddress, demoSellerCookie } from './bench/seller-session';
import { textTable } from './bench/text-table';

const BUDGET_BYTES = 200 * 1024;
const BRAND = 'land';

const { values } = parseArgs({ options: { url: { type: 'string', default: 'http://127.0.0.1:3000' } } });
const base = new URL(values.url);
const host = `${BRAND}.localhost`;
const brand = siteBrand(BRAND);
if (!brand) throw new Error(`no site brand "${BRAND}"`);
const dialect = dialects[brand.urlDialect];
const pathOf = (route: Route) => dialect.build(route);

interface PageCode {
  name: string;
  /** A string of the module's built code that no other module's code holds (checked against .next/static/chunks). */
  marker: string;
  /** Where it belongs: the page's island itself is first-load; the form, the uploads and the chart are not. */
  belongs: 'first load' | 'on demand';
}

const addListingModules: PageCode[] = [
  { name: 'components/seller/add-listing-workspace.tsx', marker: '"open-drafts"', belongs: 'first load' },
  { name: 'components/seller/listing-wizard.tsx', marker: '"stepOf"', belongs: 'on demand' },
  { name: 'components/seller/step-media.tsx', marker: '"listing-tour"', belongs: 'on demand' },
  { name: 'components/seller/file-drop.tsx', marker: 'dataTransfer.files', belongs: 'on demand' },
  { name: 'lib/listing-editor/upload-request.ts', marker: 'upload.onprogress', belongs: 'on demand' },
  { name: 'react-hook-form (useForm)', marker: '_proxyFormState', belongs: 'on demand' },
];
const numbersModules: PageCode[] = [{ name: 'recharts', marker: 'recharts-surface', belongs: 'on demand' }];

const pages: { path: string; modules: PageCode[] }[] = [
  { path: pathOf({ kind: 'add-listing' }), modules: addListingModules },
  { path: pathOf({ kind: 'lands-connector' }), modules: [] },
  ...landsConnectorSections.map((section) => ({ path: pathOf({ kind: 'lands-connector', section }), modules: section === 'numbers' ? numbersModules : [] })),
];

const client = { 'x-forwarded-for': benchClientAddress(21) };
const cookie = await demoSellerCookie(base, host, client['x-forwarded-for']);
const scripts = pageScripts(async (src, scriptHost) => (await httpGet(base, src, scriptHost, client)).body);

/** Every chunk the first-load scripts load on demand, and the chunks those load in turn. */
async function chunksLoadedLater(firstLoad: readonly string[]): Promise<string[]> {
  const seen = new Set(firstLoad);
  const later: string[] = [];
  let frontier = [...firstLoad];
  while (frontier.length > 0) {
    const bodies = await Promise.all(frontier.map(async (src) => ({ src, body: (await scripts.script(src, host)).body.toString('utf8') })));
    frontier = bodies.flatMap(({ src, body }) => onDemandChunks(body, src)).filter((src) => !seen.has(src));
    frontier = [...new Set(frontier)];
    for (const src of frontier) seen.add(src);
    later.push(...frontier);
  }
  return later;
}

async function holding(sources: readonly string[], marker: string, from: PageScripts): Promise<string[]> {
  const bodies = await Promise.all(sources.map(async (src) => ({ src, body: (await from.script(src, host)).body })));
  return bodies.filter(({ body }) => body.includes(marker)).map(({ src }) => src);
}

const chunkName = (src: string) => src.slice(src.lastIndexOf('/') + 1);

const pageRows: string[][] = [];
const moduleRows: string[][] = [];
let failures = 0;
for (const page of pages) {
  const { status, body } = await httpGet(base, page.path, host, { ...client, cookie });
  const html = body.toString('utf8');
  const firstLoad = await scripts.firstLoad(html, host);
  const rendered = status === 200;
  const within = firstLoad.bytes <= BUDGET_BYTES;
  if (!rendered || !within) failures++;
  pageRows.push([page.path, String(status), String(firstLoad.scripts.length), (firstLoad.bytes / 1024).toFixed(1), String(BUDGET_BYTES / 1024), !rendered ? 'not rendered' : within ? 'ok' : 'over']);
  if (page.modules.length === 0) continue;

  const later = await chunksLoadedLater(firstLoad.scripts);
  for (const code of page.modules) {
    const inFirstLoad = await holding(firstLoad.scripts, code.marker, scripts);
    const inLater = await holding(later, code.marker, scripts);
    const where = inFirstLoad.length > 0 ? 'first load' : inLater.length > 0 ? 'on demand' : 'nowhere';
    const ok = where === code.belongs;
    if (!ok) failures++;
    moduleRows.push([
      page.path, code.name, inFirstLoad.length > 0 ? 'yes' : 'no', inLater.length > 0 ? 'yes' : 'no',
      [...inFirstLoad, ...inLater].map(chunkName).join(' ') || '-', code.belongs, ok ? 'ok' : where === 'nowhere' ? `marker ${code.marker} not found` : 'wrong place',
    ]);
  }
}

console.log(`Seller workspace on http://${host}:${base.port || 80}/ (via ${base.origin}), logged in as the demo seller\n`);
console.log(textTable(['page', 'status', 'scripts', 'first-load KB (gzip)', 'budget KB', 'result'], pageRows));
console.log(`\n${textTable(['page', 'module', 'in first load?', 'in a chunk loaded later?', 'chunks', 'belongs in', 'result'], moduleRows)}`);
console.log(failures === 0 ? '\nbudget met' : `\n${failures} failed: pages over ${BUDGET_BYTES / 1024} KB or not rendered, or modules not where they belong`);
process.exit(failures === 0 ? 0 : 1);
