import fs from 'node:fs';
import path from 'node:path';
import { siteBrand, siteBrands } from '@/lib/brand/server';
import { COLOUR_THRESHOLD, NOISE_PIXELS, diffPngs, type Box, type PngDiff, type Size } from '../../scripts/preview-diff';
import { missingPreviewPage, previewDir, previewShots, shotLabel } from './preview-pages';

// Playwright's global teardown, and `npm run preview`'s last step: writes reports/preview/index.html, one
// row per page kind and width and one column per brand, from whatever screenshots are there (a run of
// some brands or some tests shows those). With a base preview (PREVIEW_BASE, a folder such as an earlier
// reports/preview), each shot is compared with the base's (scripts/preview-diff.ts) and the changed pages
// come first, each beside its base and diff with the changed areas outlined. Self-contained: inline CSS,
// images by relative path, the base shots of changed pages copied in (`<name>.base.png`), so the folder
// can be kept as a CI artifact and opened anywhere.

export type ShotStatus = 'changed' | 'unchanged' | 'new' | 'gone' | 'no base';

export interface ShotResult {
  brand: string;
  name: string;
  label: string;
  status: ShotStatus;
  diff: PngDiff | null;
}

export interface PreviewIndex {
  file: string;
  results: ShotResult[];
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, one: string, many = `${one}s`) => `${count(n)} ${n === 1 ? one : many}`;
const utc = (date: Date) => `${date.toISOString().replace('T', ' ').slice(0, 19)} UTC`;

/** Derived files beside the shots: diffs and copied base shots, rewritten on every run. */
const derived = /\.(diff|base)\.png$/;

function listDir(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

function shotNames(dir: string): Set<string> {
  return new Set(listDir(dir).filter((file) => file.endsWith('.png') && !derived.test(file)).map((file) => file.slice(0, -4)));
}

/** Brands in siteId order (the brand files'), then any other folder by name. */
function byBrandOrder(a: string, b: string): number {
  const rank = (key: string) => siteBrands().find((brand) => brand.key === key)?.siteId ?? Number.MAX_SAFE_INTEGER;
  return rank(a) - rank(b) || a.localeCompare(b);
}

const known: ReadonlyMap<string, string> = new Map(previewShots.map((shot) => [shot.name, shotLabel(shot)]));
const labelOf = (name: string) => known.get(name) ?? name;

/**
 * Compares every shot of the brands in `dir` with `base` (when given), writes `<name>.diff.png` and
 * copies `<name>.base.png` beside each changed shot, and says what it found, in the index's order.
 */
export function comparePreviews(dir: string, base: string | null): { brands: string[]; names: string[]; results: ShotResult[] } {
  const brands = listDir(dir).filter((name) => fs.statSync(path.join(dir, name)).isDirectory()).sort(byBrandOrder);
  const heads = new Map(brands.map((brand) => [brand, shotNames(path.join(dir, brand))]));
  // A brand the base has no folder for is not compared (a base of other brands): its shots are not new.
  const bases = new Map(brands.flatMap((brand) => (base && fs.existsSync(path.join(base, brand)) ? [[brand, shotNames(path.join(base, brand))] as const] : [])));
  const all = new Set([...heads.values(), ...bases.values()].flatMap((set) => [...set]));
  // Shots this code does not list (an older or newer base's) still show, after the listed ones.
  const names = [...previewShots.map((shot) => shot.name).filter((name) => all.has(name)), ...[...all].filter((name) => !known.has(name)).sort()];

  const results: ShotResult[] = [];
  for (const brand of brands) {
    const folder = path.join(dir, brand);
    for (const file of listDir(folder).filter((f) => derived.test(f))) fs.rmSync(path.join(folder, file));
    for (const name of names) {
      const inHead = heads.get(brand)?.has(name) ?? false;
      const inBase = bases.get(brand)?.has(name) ?? false;
      if (!inHead && !inBase) continue;
      const result: ShotResult = { brand, name, label: labelOf(name), status: bases.has(brand) ? 'new' : 'no base', diff: null };
      if (!inHead) result.status = 'gone';
      else if (base && inBase) {
        const baseFile = path.join(base, brand, `${name}.png`);
        const diff = diffPngs(fs.readFileSync(baseFile), fs.readFileSync(path.join(folder, `${name}.png`)));
        result.diff = diff;
        result.status = diff.changed ? 'changed' : 'unchanged';
        if (diff.image) {
          fs.writeFileSync(path.join(folder, `${name}.diff.png`), diff.image);
          fs.copyFileSync(baseFile, path.join(folder, `${name}.base.png`));
        }
      }
      results.push(result);
    }
  }
  return { brands, names, results };
}

const src = (brand: string, file: string) => `${encodeURIComponent(brand)}/${encodeURIComponent(file)}`;
const anchor = (r: Pick<ShotResult, 'brand' | 'name'>) => `change-${r.brand}-${r.name}`;
const pct = (part: number, whole: number) => `${((part / whole) * 100).toFixed(3)}%`;

/** An image with the changed areas outlined over it (boxes in the image's own pixels). */
function markedShot(href: string, alt: string, size: Size, areas: readonly Box[]): string {
  const marks = areas
    .map((b) => `<span class="mark" style="left:${pct(b.x, size.width)};top:${pct(b.y, size.height)};width:${pct(b.width, size.width)};height:${pct(b.height, size.height)}"></span>`)
    .join('');
  return `<a class="shot" href="${href}"><img src="${href}" alt="${escapeHtml(alt)}" width="${size.width}" height="${size.height}" loading="lazy">${marks}</a>`;
}

/**
 * The part of an image round a box, at up to its full size, the box outlined (an SVG viewBox crop). The
 * crop is taken from the canvas both shots share (the larger one's size), so base and now show the same
 * place side by side; where a shot ends, its crop is blank.
 */
function closeUp(href: string, alt: string, size: Size, canvas: Size, box: Box): string {
  const margin = 40;
  const width = Math.min(canvas.width, Math.max(box.width + 2 * margin, 480));
  const height = Math.min(canvas.height, Math.max(box.height + 2 * margin, 160));
  const x = Math.max(0, Math.min(canvas.width - width, Math.round(box.x + box.width / 2 - width / 2)));
  const y = Math.max(0, Math.min(canvas.height - height, Math.round(box.y + box.height / 2 - height / 2)));
  return `<svg class="closeup" viewBox="${x} ${y} ${width} ${height}" style="max-width:${width}px" role="img" aria-label="${escapeHtml(alt)}"><image href="${href}" width="${size.width}" height="${size.height}"/><rect x="${box.x - 3}" y="${box.y - 3}" width="${box.width + 6}" height="${box.height + 6}"/></svg>`;
}

const boxText = (b: Box) => `x ${count(b.x)}–${count(b.x + b.width)}, y ${count(b.y)}–${count(b.y + b.height)}`;
const sizeText = (s: Size) => `${count(s.width)} × ${count(s.height)}`;

const CLOSE_UPS = 3;

function changeArticle(r: ShotResult & { diff: PngDiff }): string {
  const { diff } = r;
  const facts = [
    `<strong>${plural(diff.changedPixels, 'pixel')} changed</strong>`,
    diff.areas.length > 0 ? `in ${plural(diff.areas.length, 'area')}` : '',
    diff.box ? `within ${boxText(diff.box)}` : '',
    diff.sizeChanged ? `<strong>size ${sizeText(diff.base)} → ${sizeText(diff.head)}</strong>` : '',
  ].filter(Boolean);
  const canvas = { width: Math.max(diff.base.width, diff.head.width), height: Math.max(diff.base.height, diff.head.height) };
  const closeUps = diff.areas.slice(0, CLOSE_UPS).map(
    (area, i) =>
      `<div class="pair"><figure><figcaption>base</figcaption>${closeUp(src(r.brand, `${r.name}.base.png`), `base, area ${i + 1}`, diff.base, canvas, area)}</figure><figure><figcaption>now</figcaption>${closeUp(src(r.brand, `${r.name}.png`), `now, area ${i + 1}`, diff.head, canvas, area)}</figure></div>`,
  );
  const more = diff.areas.length > CLOSE_UPS ? `<p class="note">${plural(diff.areas.length - CLOSE_UPS, 'more area')} outlined on the whole pages below.</p>` : '';
  return `<article class="change" id="${anchor(r)}">
<h3><span class="brand">${escapeHtml(r.brand)}</span> ${escapeHtml(r.label)}</h3>
<p>${facts.join(' · ')}</p>
${closeUps.length ? `<h4>Close-up${closeUps.length > 1 ? 's' : ''} of the changed area${closeUps.length > 1 ? 's' : ''}</h4>\n${closeUps.join('\n')}\n${more}` : ''}
<h4>Whole page: base, now, and the diff (red: changed pixels; yellow: anti-aliasing, not counted)</h4>
<div class="triple">
<figure><figcaption>base</figcaption>${markedShot(src(r.brand, `${r.name}.base.png`), `${r.brand} ${r.label}: base`, diff.base, diff.areas)}</figure>
<figure><figcaption>now</figcaption>${markedShot(src(r.brand, `${r.name}.png`), `${r.brand} ${r.label}: now`, diff.head, diff.areas)}</figure>
<figure><figcaption>diff</figcaption>${markedShot(src(r.brand, `${r.name}.diff.png`), `${r.brand} ${r.label}: diff`, canvas, [])}</figure>
</div>
</article>`;
}

const badge: Record<ShotStatus, (r: ShotResult) => string> = {
  changed: (r) => `<a class="badge changed" href="#${anchor(r)}">changed · ${plural(r.diff?.changedPixels ?? 0, 'px', 'px')}</a>`,
  unchanged: (r) => `<span class="badge same">unchanged${r.diff && r.diff.changedPixels > 0 ? ` (${plural(r.diff.changedPixels, 'px', 'px')} of noise)` : ''}</span>`,
  new: () => '<span class="badge new">new: no base shot</span>',
  gone: () => '<span class="badge changed">not captured (the base has it)</span>',
  'no base': () => '',
};

/** Why a brand has no shot of a page: it has no such page (missingPreviewPage), or the page was not captured. */
function absence(brand: string, name: string): string {
  const shot = previewShots.find((s) => s.name === name);
  return (shot && siteBrand(brand) && missingPreviewPage(brand, shot.page)) || 'not captured';
}

function cell(dir: string, brand: string, name: string, result: ShotResult | undefined): string {
  if (!result) return `<td class="missing">${escapeHtml(absence(brand, name))}</td>`;
  if (result.status === 'gone') return `<td class="missing">${badge.gone(result)}</td>`;
  const href = src(brand, `${name}.png`);
  const taken = utc(fs.statSync(path.join(dir, brand, `${name}.png`)).mtime);
  const img = `<a href="${href}"><img src="${href}" alt="${escapeHtml(`${brand}: ${result.label}`)}" loading="lazy"></a>`;
  return `<td class="${result.status === 'changed' ? 'is-changed' : ''}">${img}<small>${badge[result.status](result)} ${taken}</small></td>`;
}

export function previewIndexHtml(dir: string, base: { dir: string; label: string } | null): { html: string; results: ShotResult[] } | null {
  const { brands, names, results } = comparePreviews(dir, base?.dir ?? null);
  if (names.length === 0) return null;
  const find = (brand: string, name: string) => results.find((r) => r.brand === brand && r.name === name);
  const changed = results.filter((r): r is ShotResult & { diff: PngDiff } => r.status === 'changed' && r.diff !== null);
  const gone = results.filter((r) => r.status === 'gone');
  const fresh = results.filter((r) => r.status === 'new');
  const unchanged = results.filter((r) => r.status === 'unchanged');
  const notInBase = base ? brands.filter((brand) => results.some((r) => r.brand === brand) && results.every((r) => r.brand !== brand || r.status === 'no base')) : [];

  const rule = `A page counts as changed when more than ${NOISE_PIXELS} of its pixels differ by more than pixelmatch's colour threshold ${COLOUR_THRESHOLD} (anti-aliased pixels are not counted), or when its size differs.`;
  const comparison = base
    ? `<p class="summary">Against the base <code>${escapeHtml(base.label)}</code>: <strong class="${changed.length + gone.length ? 'bad' : 'good'}">${plural(changed.length + gone.length, 'page')} changed</strong> · ${count(unchanged.length)} unchanged${fresh.length ? ` · ${plural(fresh.length, 'new page')} (no base shot)` : ''}${notInBase.length ? ` · not in the base: ${escapeHtml(notInBase.join(', '))}` : ''}.</p>
<p class="note">${rule}</p>`
    : `<p class="note">No base preview to compare with: <code>npm run preview -- --base &lt;folder or git ref&gt;</code> marks what changed.</p>`;
  const changes =
    base && changed.length + gone.length > 0
      ? `<section id="changes">
<h2>Changed pages</h2>
<ol class="toc">${[...changed, ...gone].map((r) => `<li><a href="#${r.status === 'gone' ? 'all' : anchor(r)}"><span class="brand">${escapeHtml(r.brand)}</span> ${escapeHtml(r.label)}</a> ${badge[r.status](r)}</li>`).join('')}</ol>
${changed.map(changeArticle).join('\n')}
</section>`
      : '';
  const added = fresh.length
    ? `<section id="new">
<h2>New pages (no base shot to compare with)</h2>
<ul class="toc">${fresh.map((r) => `<li><span class="brand">${escapeHtml(r.brand)}</span> ${escapeHtml(r.label)}</li>`).join('')}</ul>
</section>`
    : '';
  const rows = names.map((name) => `<tr><th scope="row">${escapeHtml(labelOf(name))}<small><code>${escapeHtml(name)}</code></small></th>${brands.map((brand) => cell(dir, brand, name, find(brand, name))).join('')}</tr>`);

  const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brand preview${base ? `: ${plural(changed.length + gone.length, 'page')} changed` : ''}</title>
<style>
  body { font: 14px/1.45 system-ui, sans-serif; margin: 16px 24px; color: #17212b; }
  h1 { margin: 0 0 4px; }
  h2 { margin: 28px 0 8px; border-bottom: 2px solid #17212b; padding-bottom: 4px; }
  h3 { margin: 0 0 4px; font-size: 17px; }
  h4 { margin: 14px 0 6px; font-size: 13px; color: #4f5d6b; font-weight: 600; }
  code { font-size: 12px; background: #f4f7f9; padding: 1px 4px; border-radius: 3px; }
  .summary { font-size: 16px; margin: 8px 0 2px; }
  .note { color: #4f5d6b; margin: 2px 0; }
  .bad { color: #b3261e; }
  .good { color: #1b6e3a; }
  .brand { display: inline-block; min-width: 3em; padding: 0 6px; margin-right: 4px; border-radius: 3px; background: #17212b; color: #fff; font-weight: 600; text-align: center; }
  .toc { padding-left: 22px; }
  .toc li { margin: 3px 0; }
  .change { border: 2px solid #b3261e; border-radius: 6px; padding: 12px 14px; margin: 16px 0; }
  .pair { display: flex; gap: 12px; align-items: flex-start; margin-bottom: 14px; }
  .pair figure { flex: 1 1 0; min-width: 0; }
  .triple { display: grid; grid-template-columns: repeat(3, minmax(0, 1fr)); gap: 12px; align-items: start; }
  figure { margin: 0; }
  figcaption { font-weight: 600; font-size: 12px; text-transform: uppercase; letter-spacing: .04em; color: #4f5d6b; margin-bottom: 2px; }
  .closeup { display: block; width: 100%; height: auto; overflow: hidden; box-shadow: 0 0 0 1px #c7d0d8; }
  .closeup rect { fill: none; stroke: #e0119d; stroke-width: 3px; vector-effect: non-scaling-stroke; }
  .shot { position: relative; display: inline-block; max-width: 100%; overflow: hidden; box-shadow: 0 0 0 1px #c7d0d8; vertical-align: top; }
  .shot img { display: block; max-width: 100%; max-height: 1000px; width: auto; height: auto; }
  .mark { position: absolute; min-width: 4px; min-height: 4px; outline: 3px solid #e0119d; outline-offset: 2px; background: rgba(224, 17, 157, .08); pointer-events: none; }
  .badge { display: inline-block; padding: 0 6px; border-radius: 3px; font-size: 12px; font-weight: 600; white-space: nowrap; }
  .badge.changed { background: #b3261e; color: #fff; text-decoration: none; }
  .badge.same { background: #e3f1e7; color: #1b6e3a; }
  .badge.new { background: #fff4d6; color: #6b4e00; }
  table { border-collapse: collapse; table-layout: fixed; width: 100%; }
  th, td { border: 1px solid #dddddd; padding: 8px; vertical-align: top; }
  thead th { background: #f4f7f9; position: sticky; top: 0; z-index: 1; }
  thead th:first-child { width: 13em; }
  tbody th { text-align: left; font-weight: 600; }
  tbody th small { display: block; font-weight: 400; margin-top: 4px; }
  td img { display: block; max-width: 100%; max-height: 900px; height: auto; margin: 0 auto; box-shadow: 0 0 0 1px #dddddd; }
  td small { display: block; margin-top: 4px; color: #4f5d6b; text-align: center; }
  td.is-changed { background: #fdecea; }
  td.missing { color: #4f5d6b; text-align: center; font-style: italic; }
</style>
</head>
<body>
<h1>Brand preview</h1>
<p class="note">Written ${utc(new Date())} by the preview tests (<code>tests/e2e/preview.spec.ts</code>; <code>docs/preview.md</code>). Click a screenshot for its full size.</p>
${comparison}
${changes}
${added}
<section id="all">
<h2>All pages</h2>
<table>
<thead><tr><th scope="col">page</th>${brands.map((brand) => `<th scope="col">${escapeHtml(brand)}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</section>
</body>
</html>
`;
  return { html, results };
}

/** The base preview folder PREVIEW_BASE names, and how the index calls it (PREVIEW_BASE_LABEL: a git ref). */
export function baseFromEnv(): { dir: string; label: string } | null {
  const base = process.env.PREVIEW_BASE;
  if (!base) return null;
  if (!fs.existsSync(base) || !fs.statSync(base).isDirectory()) {
    console.warn(`PREVIEW_BASE=${base} is no folder: the index compares with nothing (npm run preview -- --base <git ref> captures a ref's preview first)`);
    return null;
  }
  return { dir: path.resolve(base), label: process.env.PREVIEW_BASE_LABEL ?? base };
}

/** Writes index.html into `dir`; prints where, and the changed pages. */
export function writePreviewIndex(dir = previewDir, base = baseFromEnv()): PreviewIndex | null {
  const index = previewIndexHtml(dir, base);
  if (index === null) return null;
  const file = path.join(dir, 'index.html');
  fs.writeFileSync(file, index.html);
  console.log(`Brand preview: ${path.relative(process.cwd(), file)}`);
  if (base) {
    const changed = index.results.filter((r) => r.status === 'changed' || r.status === 'gone');
    const compared = index.results.filter((r) => r.status === 'changed' || r.status === 'unchanged').length;
    console.log(`  against ${base.label}: ${plural(changed.length, 'page')} changed of ${count(compared)} compared${changed.length ? ':' : ''}`);
    for (const r of changed) {
      const where = r.diff?.box ? `, within ${boxText(r.diff.box)}` : '';
      console.log(`    ${r.brand}/${r.name}: ${r.status === 'gone' ? 'not captured now' : `${plural(r.diff?.changedPixels ?? 0, 'pixel')}${where}${r.diff?.sizeChanged ? ', size differs' : ''}`}`);
    }
  }
  return { file, results: index.results };
}

export default function globalTeardown(): void {
  writePreviewIndex();
}
