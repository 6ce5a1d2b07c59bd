import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { staticPackages } from '../static-packages';

// The search page is at its first-load budget: the location box, breadcrumbs and area links are server
// markup, the box's combobox loads when reached for, and the code that upgrades it and the filter bar
// (with the sheet's count) are chunks of their own, free of schemas and server code.

const root = path.resolve(import.meta.dirname, '../../../..');
const isClientModule = (file: string) => /^\s*['"]use client['"]/.test(fs.readFileSync(path.join(root, file), 'utf8'));
/** Our own modules reached from `entry` by static, non-type imports (dynamic import() calls are later chunks). */
function ownModulesReached(entry: string): Set<string> {
  const reached = new Set<string>();
  const queue = [entry];
  for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
    if (reached.has(file)) continue;
    reached.add(file);
    const text = fs.readFileSync(path.join(root, file), 'utf8');
    for (const [, clause = '', specifier = ''] of text.matchAll(/^\s*(?:import|export)\s+([^'"]*?)\s*from\s+['"]([^'"]+)['"]/gm)) {
      if (/^type[\s{]/.test(clause) || !(specifier.startsWith('.') || specifier.startsWith('@/'))) continue;
      const base = specifier.startsWith('@/') ? specifier.slice(2) : path.join(path.dirname(file), specifier);
      const found = [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')].find((candidate) => fs.existsSync(path.join(root, candidate)) && fs.statSync(path.join(root, candidate)).isFile());
      if (found) queue.push(found.split(path.sep).join('/'));
    }
  }
  return reached;
}

const serverOnly = ['zod', 'pg', 'drizzle-orm', '@electric-sql/pglite', 'node:fs', 'fs', 'server-only'];

describe('search steering: first-load code', () => {
  it.each([
    'components/search/plain-place-search-form.tsx',
    'components/search/search-breadcrumbs.tsx',
    'components/ui/breadcrumbs.tsx',
    'components/search/state-area-links.tsx',
    'components/search/area-link-list.tsx',
  ])('%s is server markup: no client code of its own', (file) => {
    expect(isClientModule(file)).toBe(false);
  });

  it('the search page imports no client code for its location box: not even the lazy island it does not render', () => {
    // A bundler puts every client module a page's server code imports in that page's first load.
    const source = fs.readFileSync(path.join(root, 'components/search/search-results.tsx'), 'utf8');
    expect(source).toMatch(/<PlainPlaceSearchForm[^>]*upgradable/s);
    const reached = ownModulesReached('components/search/search-results.tsx');
    expect(reached).toContain('components/search/plain-place-search-form.tsx');
    expect(reached).toContain('components/search/filter-bar-lazy.tsx');
    for (const island of ['components/search/place-search-form.tsx', 'components/search/location-autocomplete-lazy.tsx', 'components/search/location-autocomplete.tsx']) {
      expect(reached).not.toContain(island);
    }
  });

  it("the filter bar's first-load part only names its chunk", () => {
    const packages = staticPackages('components/search/filter-bar-lazy.tsx');
    for (const heavy of ['react-hook-form', 'swr', ...serverOnly]) expect(packages).not.toContain(heavy);
  });

  it('the filter bar and the location box behaviour are chunks of their own, which the first-load part only names', () => {
    // A phone loads the filter bar when "Filters" is reached for; the box's behaviour loads on every width.
    const reached = ownModulesReached('components/search/filter-bar-lazy.tsx');
    expect(reached).not.toContain('components/search/filter-bar.tsx');
    expect(reached).not.toContain('components/search/location-box-behaviour.tsx');
    const source = fs.readFileSync(path.join(root, 'components/search/filter-bar-lazy.tsx'), 'utf8');
    expect(source).toContain("import('./filter-bar')");
    expect(source).toContain("import('./location-box-behaviour')");
  });

  it.each(['components/search/filter-bar.tsx', 'components/search/location-box-behaviour.tsx', 'components/search/use-result-count.ts', 'lib/search/steer-url.ts'])(
    '%s reaches no schema or server code',
    (entry) => {
      for (const heavy of serverOnly) expect(staticPackages(entry), entry).not.toContain(heavy);
    },
  );

  it('the combobox (SWR and all) is fetched when the box is reached for, not with the behaviour', () => {
    expect(staticPackages('components/search/location-box-behaviour.tsx')).not.toContain('swr');
    expect(staticPackages('components/search/location-autocomplete.tsx')).toContain('swr');
  });
});
