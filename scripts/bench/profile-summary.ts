// `npx tsx scripts/bench/profile-summary.ts <file.cpuprofile> [--top 25] [--skip-seconds 0]`: where a V8 CPU profile (node
// --cpu-prof) spent its time, as docs/performance.md tabulates it: self time by area (our code by folder,
// React, Next, each other package, the database driver, garbage collection) and the busiest functions.
import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { textTable } from './text-table';

const profileSchema = z.object({
  nodes: z.array(z.object({ id: z.number(), callFrame: z.object({ functionName: z.string(), url: z.string(), lineNumber: z.number() }) })),
  samples: z.array(z.number()),
  timeDeltas: z.array(z.number()),
});

const { values, positionals } = parseArgs({ allowPositionals: true, options: { top: { type: 'string', default: '25' }, 'skip-seconds': { type: 'string', default: '0' } } });
const file = positionals[0];
if (!file) {
  console.error('usage: profile-summary.ts <file.cpuprofile> [--top 25]');
  process.exit(2);
}
const profile = profileSchema.parse(JSON.parse(fs.readFileSync(file, 'utf8')));

/** The area a script belongs to, from its URL (Next's server chunks are named after their modules). */
export function areaOf(url: string, functionName: string): string {
  if (!url) return functionName.startsWith('(') ? functionName : '(native)';
  if (url.startsWith('node:')) return 'node';
  const chunk = /\/\.next\/server\/chunks\/(?:ssr\/)?\[?([^/]+)$/.exec(url)?.[1] ?? '';
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url.includes('/.next/') ? chunk.replace(/_/g, '/') : url)?.[1];
  if (url.includes('next/dist/compiled/react') || url.includes('react-dom') || /react-server-dom/.test(url)) return 'react';
  // Next's page runtime holds React's server renderer as well as Next's own code.
  if (url.includes('next-server/app-page')) return 'next page runtime (React + Next)';
  if (url.includes('node_modules/next/')) return 'next';
  if (pkg) return pkg;
  if (chunk) {
    const ours = /^(lib|components|app|messages|i18n)_([a-z0-9-]+)/.exec(chunk);
    if (ours) return `${ours[1]}/${ours[2]}`;
    if (chunk.includes('node_modules')) return chunk.replace(/.*node_modules_/, '').split('_')[0] ?? 'packages';
    return 'app chunks';
  }
  return url.replace(/^file:\/\//, '').replace(process.cwd(), '.');
}

// Samples from `--skip-seconds` on (the server's start is not a request's cost).
const skipUs = Number(values['skip-seconds']) * 1e6;
const self = new Map<number, number>();
let at = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  if (at >= skipUs) self.set(id, (self.get(id) ?? 0) + delta);
});
const total = [...self.values()].reduce((a, b) => a + b, 0);
const byArea = new Map<string, number>();
const byFunction = new Map<string, number>();
for (const node of profile.nodes) {
  const us = self.get(node.id) ?? 0;
  if (us === 0) continue;
  const { functionName, url, lineNumber } = node.callFrame;
  const area = areaOf(url, functionName);
  byArea.set(area, (byArea.get(area) ?? 0) + us);
  const name = `${functionName || '(anonymous)'} ${area}${url ? `:${lineNumber + 1}` : ''}`;
  byFunction.set(name, (byFunction.get(name) ?? 0) + us);
}
const idle = byArea.get('(idle)') ?? 0;
const busy = total - idle;
const rows = (map: Map<string, number>, top: number) =>
  [...map.entries()]
    .filter(([name]) => name !== '(idle)' && !name.startsWith('(idle)'))
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([name, us]) => [name, Number((us / 1000).toFixed(0)), Number(((100 * us) / busy).toFixed(1))]);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${(busy / 1e6).toFixed(1)} s busy\n`);
console.log(textTable(['area', 'self ms', '% busy'], rows(byArea, 20)));
console.log();
console.log(textTable(['function', 'self ms', '% busy'], rows(byFunction, Number(values.top))));
