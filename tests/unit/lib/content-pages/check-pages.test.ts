import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { contentPageProblems, markdownProblems } from '@/lib/content-pages/check-pages';
import { contentFiles } from '@/lib/content-pages/pages';
import { brandOf } from '../../components/render-with-brand';

// `npm run brands:check` on the brands' pages of text (docs/content-pages.md): every page of every site
// brand present, its front matter whole, no raw HTML or images, every link one that goes somewhere.

const land = brandOf('land');
let root: string | undefined;
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
  root = undefined;
});

/** A brands folder with every page of land's, `replace` swapping some for other text. */
function brandsWith(replace: Record<string, string | null>): string {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'content-pages-'));
  const pages = path.join(root, 'brands', 'land', 'pages');
  fs.mkdirSync(pages, { recursive: true });
  for (const file of contentFiles) {
    const text = file in replace ? replace[file] : fs.readFileSync(path.join('brands', 'land', 'pages', `${file}.md`), 'utf8');
    if (text !== null && text !== undefined) fs.writeFileSync(path.join(pages, `${file}.md`), text);
  }
  return root;
}
const front = '---\ntitle: "T"\ndescription: "D"\nupdated: 2026-11-26\n---\n';

describe('checking the pages of text', () => {
  it('finds nothing wrong with the committed pages of every site brand', () => {
    for (const key of ['land', 'farm', 'rec'] as const) expect(contentPageProblems(brandOf(key))).toEqual([]);
  });

  it('names a missing page and a page without front matter', () => {
    const problems = contentPageProblems(land, brandsWith({ 'cookie-policy': null, 'contact-us': 'Write to us.' }));
    expect([...problems].sort()).toEqual([
      'brands/land/pages/contact-us.md: no front matter: start the file with --- lines holding title, description and updated',
      'brands/land/pages/cookie-policy.md: missing',
    ]);
  });

  it('refuses a broken link, raw HTML and images, with the line', () => {
    const problems = contentPageProblems(land, brandsWith({ advertise: `${front}\n[Plans](route:plans)\n\n<script>alert(1)</script>\n\n![map](https://example.com/m.png)\n\n[x](javascript:alert(1))\n` }));
    expect(problems).toEqual([
      'brands/land/pages/advertise.md: line 2: route:plans names no page (route names are those of the brand files)',
      'brands/land/pages/advertise.md: line 4: raw HTML is not shown; write Markdown instead (<script>alert(1)</script>)',
      'brands/land/pages/advertise.md: line 6: images are not shown on pages of text',
      expect.stringContaining('line 8: javascript:alert(1)'),
    ]);
  });

  it('checks reference-style links too', () => {
    expect(markdownProblems(land, 'See [the terms][t].\n\n[t]: /termsofuse/\n')).toEqual([expect.stringContaining('line 3: /termsofuse/')]);
  });
});
