import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The 404 page's help is server HTML only (docs/not-found.md): none of its modules, nor any of ours they
// import, is a client module, so the page's help adds no script to the 404 page.

const root = path.resolve(import.meta.dirname, '../../../..');
const IMPORT = /^\s*(?:import|export)\s+(?!type\s)[^'"]*?from\s+['"](@\/[^'"]+|\.{1,2}\/[^'"]+)['"]/gm;

function resolve(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  return [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Our own modules a file reaches by value imports (type-only imports bring no code). */
function reached(entry: string): string[] {
  const seen = new Set<string>();
  const queue = [path.join(root, entry)];
  while (queue.length > 0) {
    const file = queue.pop() as string;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) {
      const next = resolve(match[1] ?? '', file);
      if (next) queue.push(next);
    }
  }
  return [...seen].map((file) => path.relative(root, file));
}

const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(path.join(root, file), 'utf8'));

describe("the 404 page's help", () => {
  const entries = fs.readdirSync(path.join(root, 'components/not-found')).map((file) => `components/not-found/${file}`);

  it('is made of server components only', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const entry of entries) {
      const modules = reached(entry);
      expect(modules.length, entry).toBeGreaterThan(1);
      expect(modules.filter(isClientModule), entry).toEqual([]);
    }
  });

  it('would see a client module among them', () => {
    expect(reached('components/search/listing-placard.tsx').filter(isClientModule).length).toBeGreaterThan(0);
  });
});
