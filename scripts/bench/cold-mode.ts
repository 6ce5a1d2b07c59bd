import { startBareApp } from './bare-app';
import { distinctBarePaths, distinctListingPaths, distinctSearchPaths, listingPaths } from './cold-paths';
import { coldFailures, coldTable } from './cold-report';
import { measureCold, type ColdFigures, type ColdSubject } from './cold-run';
import { htmlFrom } from './http-get';
import { selectTargets } from './page-targets';

// `npm run bench:http -- --cold`: the search page (a distinct price floor per request) and listing
// pages (each listing once) of every brand, beside the bare reference app measured in the same run.

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

/** Measures, prints the table and answers the number of failed requests. */
export async function runColdMode(origin: URL, options: ColdOptions): Promise<number> {
  const run = { connections: options.connections, seconds: options.seconds, requests: options.requests };
  const bareApp = await startBareApp();
  let bare: ColdFigures;
  try {
    process.stdout.write(`bare reference page ${bareApp.origin.origin}: `);
    bare = await measureCold({ brand: 'bare', page: 'ISR page', origin: bareApp.origin, host: `land.localhost:${bareApp.origin.port}`, path: '/cached', nextPath: distinctBarePaths() }, run);
    console.log(`cold p50 ${bare.single.p50.toFixed(1)} ms`);
  } finally {
    await bareApp.stop();
  }
  const measured: ColdFigures[] = [];
  for (const subject of await subjects(origin, options)) {
    process.stdout.write(`${subject.brand} ${subject.page}: `);
    const figures = await measureCold(subject, run);
    console.log(`cold p50 ${figures.single.p50.toFixed(1)} ms, ${figures.concurrent.perSecond.toFixed(1)}/s at ${options.connections} clients`);
    measured.push(figures);
  }
  console.log(`\n${coldTable(bare, measured, { connections: options.connections, markdown: options.markdown })}\n`);
  return [bare, ...measured].reduce((sum, figures) => sum + coldFailures(figures), 0);
}
