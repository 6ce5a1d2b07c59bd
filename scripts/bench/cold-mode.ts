import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startBareApp } from './bare-app';
import { distinctBarePaths, distinctListingPaths, distinctSearchPaths, listingPaths } from './cold-paths';
import { coldFailures, coldTable } from './cold-report';
import { measureCold, type ColdFigures, type ColdSubject } from './cold-run';
import { htmlFrom, httpGet } from './http-get';
import { selectTargets } from './page-targets';
import { elementCount, pageTree } from './page-tree';

// `npm run bench:http -- --cold`: the search page (a distinct price floor per request) and listing
// pages (each listing once) of every brand, beside the bare reference app measured in the same run:
// its 24-item page, and a page of each measured page's size (the same elements, drawn by nothing but
// React: scripts/bench/bare-app/README.md).

export interface ColdOptions {
  brand?: string;
  page?: string;
  connections: number;
  seconds: number;
  requests: number;
  markdown: boolean;
}

const coldKinds = ['search', 'detail'] as const;

async function subjects(origin: URL, options: ColdOptions): Promise<ColdSubject[]> {
  const targets = selectTargets({ brand: options.brand, page: options.page }, coldKinds);
  const fetchHtml = htmlFrom(origin);
  return Promise.all(
    targets.map(async (target): Promise<ColdSubject> => {
      const host = `${target.host}:${origin.port || 80}`;
      if (target.page === 'search') return { brand: target.brand, page: 'search', origin, host, path: target.path, nextPath: distinctSearchPaths(target.path) };
      const paths = await listingPaths(fetchHtml, target.host);
      const listings = distinctListingPaths(paths.slice(1));
      return { brand: target.brand, page: 'listing', origin, host, path: paths[0] ?? '/', nextPath: listings.next };
    }),
  );
}

/** Each page kind's first subject (its cached URL) as an element tree in `dir`/<page>.json. */
async function pageTrees(subjects: readonly ColdSubject[], dir: string): Promise<string[]> {
  const pages: string[] = [];
  for (const subject of subjects) {
    if (pages.includes(subject.page)) continue;
    const { status, body } = await httpGet(subject.origin, subject.path, subject.host.replace(/:\d+$/, ''));
    if (status !== 200) throw new Error(`${subject.host}${subject.path} answered ${status}`);
    const tree = pageTree(body.toString('utf8'));
    fs.writeFileSync(path.join(dir, `${subject.page}.json`), JSON.stringify(tree));
    console.log(`${subject.brand} ${subject.page} ${subject.path}: ${(body.length / 1024).toFixed(1)} KB of HTML, ${elementCount(tree)} elements in its body`);
    pages.push(subject.page);
  }
  return pages;
}

/** The bare app's 24-item page, then its page of each kind's size, measured as the subjects are. */
async function measureBare(pages: readonly string[], dir: string, run: { connections: number; seconds: number; requests: number }): Promise<{ bare: ColdFigures; sized: ColdFigures[] }> {
  const bareApp = await startBareApp({ pageTrees: dir });
  try {
    const { origin } = bareApp;
    const host = `land.localhost:${origin.port}`;
    // Every path of this run is new, the cached one too: the bare app keeps its ISR pages on disk between runs.
    const barePaths = distinctBarePaths();
    process.stdout.write(`bare reference page ${origin.origin}: `);
    const bare = await measureCold({ brand: 'bare', page: 'ISR page', origin, host, path: barePaths(), nextPath: barePaths }, run);
    console.log(`cold p50 ${bare.single.p50.toFixed(1)} ms`);
    const sized: ColdFigures[] = [];
    for (const page of pages) {
      const paths = distinctBarePaths();
      const nextPath = () => `/sized/${page}${paths()}`;
      const cachedPath = nextPath();
      const { body } = await httpGet(origin, cachedPath, 'land.localhost');
      process.stdout.write(`bare page of the ${page} page's size (${(body.length / 1024).toFixed(1)} KB of HTML): `);
      const figures = await measureCold({ brand: 'bare', page: `${page}-size page`, origin, host, path: cachedPath, nextPath }, run);
      console.log(`cold p50 ${figures.single.p50.toFixed(1)} ms`);
      sized.push(figures);
    }
    return { bare, sized };
  } finally {
    await bareApp.stop();
  }
}

/** Measures, prints the table and answers the number of failed requests. */
export async function runColdMode(origin: URL, options: ColdOptions): Promise<number> {
  const run = { connections: options.connections, seconds: options.seconds, requests: options.requests };
  const measuredSubjects = await subjects(origin, options);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cold-'));
  let references: { bare: ColdFigures; sized: ColdFigures[] };
  try {
    references = await measureBare(await pageTrees(measuredSubjects, dir), dir, run);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const { bare, sized } = references;
  const measured: ColdFigures[] = [];
  for (const subject of measuredSubjects) {
    process.stdout.write(`${subject.brand} ${subject.page}: `);
    const figures = await measureCold(subject, run);
    console.log(`cold p50 ${figures.single.p50.toFixed(1)} ms, ${figures.concurrent.perSecond.toFixed(1)}/s at ${options.connections} clients`);
    measured.push(figures);
  }
  const sizedFor = (page: string) => sized.find((figures) => figures.subject.page === `${page}-size page`);
  console.log(`\n${coldTable(bare, [...sized, ...measured], { connections: options.connections, markdown: options.markdown, sizedFor })}\n`);
  return [bare, ...sized, ...measured].reduce((sum, figures) => sum + coldFailures(figures), 0);
}
