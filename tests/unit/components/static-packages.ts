import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';

// What a page's first load carries from a client island: the packages reached by static imports
// (dynamic import() calls are chunks loaded later), following our own files as the bundler does.
// Our lib folders say `"sideEffects": false` (their package.json), so a re-export (`export … from`) is
// followed only for the names that are asked for: importing `postForm` from '@/lib/leads' reaches
// post-form.ts, not the zod schemas its neighbours in the index re-export. A module that is reached for a
// name it declares itself is taken whole (every import it makes is followed); one reached only for names
// it passes on is skipped over.

const root = path.resolve(import.meta.dirname, '../../..');
const STATEMENT = /^\s*(import|export)\s+([^'"]*?)\s*from\s+['"]([^'"]+)['"]|^\s*import\s+['"]([^'"]+)['"]/gm;
const DECLARED_EXPORT = /^\s*export\s+(?:declare\s+)?(?:default\s+)?(?:async\s+)?(?:abstract\s+)?(?:const|let|var|function\*?|class|interface|type|enum)\s+([A-Za-z_$][\w$]*)/gm;
const LISTED_EXPORT = /^\s*export\s+(?:type\s+)?\{([^}]*)\}/gm;
const STAR_EXPORT = /^\s*export\s+\*\s+from\s+['"]([^'"]+)['"]/gm;

type Wanted = ReadonlySet<string> | 'all';

function resolveFile(specifier: string, from: string): string | null {
  const base = specifier.startsWith('@/') ? path.join(root, specifier.slice(2)) : path.resolve(path.dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const isOwn = (specifier: string) => specifier.startsWith('.') || specifier.startsWith('@/');
const packageName = (specifier: string) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : (specifier.split('/')[0] ?? specifier);

/** The names in `{ a, type B, c as d }`, as `[imported or local name, exported alias]`, type-only ones left out. */
function listedNames(braces: string): Array<[string, string]> {
  return braces
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part && !part.startsWith('type '))
    .map((part) => {
      const [name = '', alias = name] = part.split(/\s+as\s+/);
      return [name, alias];
    });
}

/** Every name a module exports, through its `export *` re-exports. */
function exportedNames(file: string, seen = new Set<string>()): Set<string> {
  const names = new Set<string>();
  if (seen.has(file)) return names;
  seen.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(DECLARED_EXPORT)) names.add(match[1] ?? '');
  if (/^\s*export\s+default\s/m.test(text)) names.add('default');
  for (const match of text.matchAll(LISTED_EXPORT)) for (const [, alias] of listedNames(match[1] ?? '')) names.add(alias);
  for (const match of text.matchAll(STAR_EXPORT)) {
    const next = isOwn(match[1] ?? '') ? resolveFile(match[1] ?? '', file) : null;
    if (next) for (const name of exportedNames(next, seen)) names.add(name);
  }
  return names;
}

/** The names a module declares itself (not re-exports from another module). */
function ownNames(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const match of text.matchAll(DECLARED_EXPORT)) names.add(match[1] ?? '');
  if (/^\s*export\s+default\s/m.test(text)) names.add('default');
  for (const match of text.matchAll(/^\s*export\s+(?:type\s+)?\{([^}]*)\}\s*;/gm)) for (const [, alias] of listedNames(match[1] ?? '')) names.add(alias);
  return names;
}

/** The names an import clause (`X, { a, b as c }`, `* as ns`) takes from its module. */
function importedNames(clause: string): Wanted {
  if (/^\*\s+as\s/.test(clause)) return 'all';
  const names = new Set<string>();
  const defaultName = /^([A-Za-z_$][\w$]*)\s*(?:,|$)/.exec(clause);
  if (defaultName) names.add('default');
  const braces = /\{([^}]*)\}/.exec(clause);
  for (const [name] of listedNames(braces?.[1] ?? '')) names.add(name);
  return names;
}

/** Every package reached by static imports from `entry`, through our own files. */
export function staticPackages(entry: string): Set<string> {
  const packages = new Set<string>();
  const taken = new Set<string>();
  const followed = new Set<string>();
  const queue: Array<[string, Wanted]> = [[path.join(root, entry), 'all']];
  const follow = (specifier: string, from: string, wanted: Wanted) => {
    if (!isOwn(specifier)) {
      if (wanted === 'all' || wanted.size > 0) packages.add(packageName(specifier));
      return;
    }
    const next = resolveFile(specifier, from);
    if (next && (wanted === 'all' || wanted.size > 0)) queue.push([next, wanted]);
  };
  for (let item = queue.pop(); item; item = queue.pop()) {
    const [file, wanted] = item;
    const key = `${file}\0${wanted === 'all' ? '*' : [...wanted].sort().join(',')}`;
    if (followed.has(key)) continue;
    followed.add(key);
    const declares = wanted === 'all' || [...wanted].some((name) => ownNames(file).has(name));
    const firstVisit = declares && !taken.has(file);
    if (declares) taken.add(file);
    for (const match of fs.readFileSync(file, 'utf8').matchAll(STATEMENT)) {
      const [, keyword, clause = '', specifier = '', bare] = match;
      if (bare) {
        if (firstVisit) follow(bare, file, 'all');
        continue;
      }
      if (clause.startsWith('type ') || clause === 'type') continue;
      if (keyword === 'import') {
        if (firstVisit) follow(specifier, file, importedNames(clause));
      } else if (clause === '*') {
        if (wanted === 'all') follow(specifier, file, 'all');
        else if (isOwn(specifier)) {
          const target = resolveFile(specifier, file);
          const offered = target ? exportedNames(target) : new Set<string>();
          follow(specifier, file, new Set([...wanted].filter((name) => offered.has(name))));
        }
      } else if (/^\*\s+as\s+/.test(clause)) {
        const alias = clause.replace(/^\*\s+as\s+/, '').trim();
        if (wanted === 'all' || wanted.has(alias)) follow(specifier, file, 'all');
      } else {
        const braces = /\{([^}]*)\}/.exec(clause)?.[1] ?? '';
        const pairs = listedNames(braces).filter(([, alias]) => wanted === 'all' || wanted.has(alias));
        follow(specifier, file, new Set(pairs.map(([name]) => name)));
      }
    }
  }
  // The walk followed our own imports (a broken resolver would see the entry alone and pass anything).
  expect(taken.size).toBeGreaterThan(1);
  return packages;
}
