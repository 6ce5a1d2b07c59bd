// `npm run preview [-- --brand farm,rec] [--url http://farm.localhost:3000 | --port 3000] [--base <folder | git ref>] [--index-only]`
// The brand preview (docs/preview.md) of an app already running on this machine (`npm start`): every page
// kind of the chosen brands (default: all) at desktop and phone width, by Playwright's preview spec, into
// reports/preview/<brand>/, then reports/preview/index.html. With a base (--base or PREVIEW_BASE: an
// earlier reports/preview folder, or a git ref whose preview is captured first, scripts/preview-base.ts),
// the index puts the changed pages first with their pixel diff. --index-only rewrites the index from the
// shots already there. Exits with Playwright's status: a page that fails its checks fails the run.
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { siteBrands } from '@/lib/brand/server';
import { previewDir } from '../tests/e2e/preview-pages';
import { writePreviewIndex } from '../tests/e2e/preview-index';
import { appAnswers } from '../tests/fuzz/start-app';
import { commitOf, refPreview, runPreviewSpec } from './preview-base';

const { values } = parseArgs({
  options: {
    brand: { type: 'string' },
    url: { type: 'string' },
    port: { type: 'string' },
    base: { type: 'string' },
    'index-only': { type: 'boolean', default: false },
  },
});

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const known = [...siteBrands()].sort((a, b) => a.siteId - b.siteId).map((brand) => brand.key);
const brands = values.brand ? values.brand.split(',').map((name) => name.trim()).filter(Boolean) : known;
const unknown = brands.filter((brand) => !known.includes(brand));
if (unknown.length > 0) fail(`--brand: no site brand ${unknown.join(', ')} (brands: ${known.join(', ')})`);

/**
 * The app's port. Pages load from http://<brand>.localhost:<port>/ (Chromium resolves *.localhost to
 * loopback, and the host names the brand), so --url names an app on this machine and only its port counts.
 */
function portOf(): number {
  if (values.url && values.port) fail('--url or --port, not both');
  if (values.url) {
    const url = URL.canParse(values.url) ? new URL(values.url) : fail(`--url ${values.url} is no URL`);
    const local = ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) || url.hostname.endsWith('.localhost');
    if (!local || url.protocol !== 'http:') fail(`--url ${values.url}: the preview opens http://<brand>.localhost:<port>/, so the app must run on this machine (http, localhost)`);
    return Number(url.port || 80);
  }
  const port = Number(values.port ?? 3000);
  if (!Number.isInteger(port) || port < 1 || port > 65_535) fail(`--port ${values.port} is no port`);
  return port;
}

/** The base preview folder and its name in the index, from --base or PREVIEW_BASE. */
async function resolveBase(): Promise<{ dir: string; label: string } | null> {
  const base = values.base ?? process.env.PREVIEW_BASE;
  if (!base) return null;
  if (fs.existsSync(base) && fs.statSync(base).isDirectory()) {
    if (path.resolve(base) === previewDir) fail(`--base ${base} is the folder this run writes: copy it elsewhere first`);
    return { dir: path.resolve(base), label: base };
  }
  const commit = commitOf(base);
  if (!commit) fail(`--base ${base} is neither a folder nor a git ref`);
  return { dir: await refPreview(commit, brands), label: `${base} (${commit.slice(0, 10)})` };
}

const port = values['index-only'] ? 0 : portOf();
if (!values['index-only'] && !(await appAnswers(new URL(`http://127.0.0.1:${port}`)))) {
  fail(`No app answers on port ${port}: start one with \`npm start\` (or name its port with --port / --url)`);
}
const base = await resolveBase();

if (values['index-only']) {
  if (!writePreviewIndex(previewDir, base)) fail(`no screenshots in ${path.relative(process.cwd(), previewDir)}`);
  process.exit(0);
}

// A brand's shots are all retaken: one left from an earlier run would pass for current.
for (const brand of brands) fs.rmSync(path.join(previewDir, brand), { recursive: true, force: true });
const started = Date.now();
// Playwright's global teardown writes the index, with the diff against PREVIEW_BASE.
const code = runPreviewSpec({ port, brands, env: { PREVIEW_BASE: base?.dir ?? '', PREVIEW_BASE_LABEL: base?.label ?? '' } });
console.log(`Preview of ${brands.join(', ')} in ${((Date.now() - started) / 1000).toFixed(0)} s: open ${path.relative(process.cwd(), path.join(previewDir, 'index.html'))}`);
process.exit(code);
