import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

// What a page's first load carries from a client island: the packages reached by static imports
// (dynamic import() calls are chunks loaded later), following our own files.

const root = path.resolve(import.meta.dirname, '../../..');
const STATIC_IMPORT = /^\s*(?:import|export)\s[^'"]*?from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;

function resolveFile(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every package reached by static imports from `entry`, through our own files. */
export function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const queue = [path.join(root, entry)];
  for (let file = queue.pop(); file; file = queue.pop()) {
    if (seen.has(file)) continue;
    seen.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2] ?? '';
      if (match[0].includes('import type') || match[0].includes('export type')) continue;
      if (specifier.startsWith('.') || specifier.startsWith('@/')) {
        const next = resolveFile(specifier, file);
        if (next) queue.push(next);
      } else {
        packages.add(specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier));
      }
    }
  }
  // The walk followed our own imports (a broken resolver would see the entry alone and pass anything).
  expect(seen.size).toBeGreaterThan(1);
  return packages;
}
