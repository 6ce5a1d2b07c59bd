import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The folders of lib/ and components/ form layers: a folder may use the folders below it, never one that
// uses it back (docs/architecture.md). A cycle between two folders means neither can be understood, tested
// or moved alone, so this test names the first cycle it finds with the imports that close it.

const root = path.resolve(import.meta.dirname, '../../..');
const importPattern = /(?:import|export)[^'"]*?from\s+'@\/((?:lib|components)\/[^']+)'/g;

/** lib/search/criteria.ts -> lib/search; lib/env.ts -> lib/env; components/search/x.tsx -> components/search */
function folderOf(file: string): string {
  const [top, second = ''] = file.split('/');
  return `${top}/${second.replace(/\.tsx?$/, '')}`;
}

function sourceFiles(dir: string): string[] {
  return fs
    .readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => path.join(dir, file).split(path.sep).join('/'));
}

type Graph = Map<string, Map<string, string>>;

function folderGraph(): Graph {
  const graph: Graph = new Map();
  for (const file of [...sourceFiles('lib'), ...sourceFiles('components')]) {
    const from = folderOf(file);
    for (const match of fs.readFileSync(path.join(root, file), 'utf8').matchAll(importPattern)) {
      const to = folderOf(`${match[1]}.ts`);
      if (to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${file} imports @/${match[1]}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The first cycle found, as the list of imports that close it; null when the folders form layers. */
function findCycle(graph: Graph): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const trail: string[] = [];
  const visit = (folder: string): string[] | null => {
    state.set(folder, 'open');
    trail.push(folder);
    for (const [next, example] of graph.get(folder) ?? []) {
      if (state.get(next) === 'open') {
        const cycle = [...trail.slice(trail.indexOf(next)), next];
        return cycle.slice(1).map((to, i) => graph.get(cycle[i] ?? '')?.get(to) ?? example);
      }
      if (!state.has(next)) {
        const found = visit(next);
        if (found) return found;
      }
    }
    trail.pop();
    state.set(folder, 'done');
    return null;
  };
  for (const folder of graph.keys()) {
    if (state.has(folder)) continue;
    const found = visit(folder);
    if (found) return found;
  }
  return null;
}

describe('folder layers', () => {
  it('reads the imports of every folder', () => {
    const graph = folderGraph();
    expect(graph.size).toBeGreaterThan(20);
    expect(graph.get('lib/search')?.has('lib/db')).toBe(true);
  });

  it('finds a cycle when there is one', () => {
    const graph: Graph = new Map([
      ['lib/a', new Map([['lib/b', 'lib/a/x.ts imports @/lib/b/y']])],
      ['lib/b', new Map([['lib/a', 'lib/b/y.ts imports @/lib/a/x']])],
    ]);
    expect(findCycle(graph)).toEqual(['lib/a/x.ts imports @/lib/b/y', 'lib/b/y.ts imports @/lib/a/x']);
  });

  it('has no cycle between the folders of lib/ and components/', () => {
    expect(findCycle(folderGraph())).toBeNull();
  });
});
