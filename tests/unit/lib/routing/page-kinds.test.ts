import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { internalPath } from '@/lib/proxy/internal-path';
import { kindsWithPage } from '@/lib/routing';

// The proxy rewrites a route of kind K into app/[brand]/<folder of K>; the list of kinds with a page
// must name exactly the kinds whose folder exists, or a page would answer 404 or a 404 pretend to be a page.

const pageFolders = new Set(
  fs
    .readdirSync(path.join(process.cwd(), 'app', '[brand]'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && !entry.name.startsWith('['))
    .map((entry) => entry.name),
);

/** The folder the proxy rewrites a kind into ('' for home, which is app/[brand]/page.tsx). */
const folderOf = (kind: string) => internalPath('x', kind, '').split('/')[2] ?? '';

describe('route kinds with a page', () => {
  it('each has its folder under app/[brand] with a page in it', () => {
    for (const kind of kindsWithPage) {
      const folder = folderOf(kind);
      const dir = path.join(process.cwd(), 'app', '[brand]', folder);
      const hasPageFile = fs.readdirSync(dir, { recursive: true }).some((file) => String(file).endsWith('page.tsx'));
      expect(hasPageFile, `${kind} -> app/[brand]/${folder}`).toBe(true);
    }
  });

  it('are all the kinds that have a folder: a new page folder is named in lib/routing/page-kinds.ts', () => {
    const named = new Set([...kindsWithPage].map(folderOf));
    for (const folder of pageFolders) expect(named.has(folder), `app/[brand]/${folder}`).toBe(true);
  });
});
