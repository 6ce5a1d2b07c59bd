import fs from 'node:fs';
import path from 'node:path';
import { siteBrands } from '@/lib/brand';
import { previewDir, previewPages } from './preview-pages';

// Playwright's global teardown: once every brand's project has run, writes reports/preview/index.html,
// one row per page kind and one column per brand, from whatever screenshots are there (a run of some
// brands or some tests shows those). Self-contained: inline CSS, images by relative path.

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function listDir(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
}

/** Brands in siteId order (the brand files'), then any other folder by name. */
function byBrandOrder(a: string, b: string): number {
  const rank = (key: string) => siteBrands().find((brand) => brand.key === key)?.siteId ?? Number.MAX_SAFE_INTEGER;
  return rank(a) - rank(b) || a.localeCompare(b);
}

export function previewIndexHtml(): string | null {
  const brands = listDir(previewDir).filter((name) => fs.statSync(path.join(previewDir, name)).isDirectory()).sort(byBrandOrder);
  const shots = new Map(brands.map((brand) => [brand, new Set(listDir(path.join(previewDir, brand)).filter((f) => f.endsWith('.png')).map((f) => f.slice(0, -4)))]));
  const known: ReadonlyMap<string, string> = new Map(previewPages.map((p) => [p.kind, p.label]));
  // Kinds this file does not know yet still show, after the known ones.
  const extra = [...new Set([...shots.values()].flatMap((set) => [...set]))].filter((kind) => !known.has(kind)).sort();
  const kinds = [...previewPages.map((p) => p.kind), ...extra].filter((kind) => brands.some((brand) => shots.get(brand)?.has(kind)));
  if (kinds.length === 0) return null;

  const cell = (brand: string, kind: string) => {
    if (!shots.get(brand)?.has(kind)) return '<td class="missing">not captured</td>';
    const src = `${encodeURIComponent(brand)}/${encodeURIComponent(kind)}.png`;
    const taken = fs.statSync(path.join(previewDir, brand, `${kind}.png`)).mtime.toISOString().replace('T', ' ').slice(0, 19);
    return `<td><a href="${src}"><img src="${src}" alt="${escapeHtml(`${brand}: ${known.get(kind) ?? kind}`)}" loading="lazy"></a><small>${taken} UTC</small></td>`;
  };
  const rows = kinds.map((kind) => `<tr><th scope="row">${escapeHtml(known.get(kind) ?? kind)}</th>${brands.map((brand) => cell(brand, kind)).join('')}</tr>`);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Brand preview</title>
<style>
  body { font: 14px/1.4 system-ui, sans-serif; margin: 16px; color: #17212b; }
  table { border-collapse: collapse; table-layout: fixed; width: 100%; }
  th, td { border: 1px solid #dddddd; padding: 8px; vertical-align: top; }
  thead th { background: #f4f7f9; position: sticky; top: 0; }
  tbody th { width: 11em; text-align: left; font-weight: 600; }
  td img { display: block; max-width: 100%; height: auto; margin: 0 auto; box-shadow: 0 0 0 1px #dddddd; }
  td small { display: block; margin-top: 4px; color: #4f5d6b; text-align: center; }
  td.missing { color: #4f5d6b; text-align: center; font-style: italic; }
</style>
</head>
<body>
<h1>Brand preview</h1>
<p>Written ${new Date().toISOString().replace('T', ' ').slice(0, 19)} UTC by the preview tests (<code>tests/e2e/preview.spec.ts</code>). Click a screenshot for its full size.</p>
<table>
<thead><tr><th scope="col">page</th>${brands.map((brand) => `<th scope="col">${escapeHtml(brand)}</th>`).join('')}</tr></thead>
<tbody>
${rows.join('\n')}
</tbody>
</table>
</body>
</html>
`;
}

export default function writePreviewIndex(): void {
  const html = previewIndexHtml();
  if (html === null) return;
  const file = path.join(previewDir, 'index.html');
  fs.writeFileSync(file, html);
  console.log(`Brand preview: ${path.relative(process.cwd(), file)}`);
}
