// `npm run bench:web [-- --url http://127.0.0.1:3000 --brand land,farm --page home,search,detail,directory,profile --runs 3 --report-only --markdown]`
// Lighthouse in mobile mode (its default form factor and simulated throttling) on home, the Texas
// search, a listing page (the search's first placard), the Texas broker directory and a broker profile
// (the directory's first card) of every brand of a running app, at
// http://<brand>.localhost:<port>/ (Chromium resolves *.localhost to loopback). Prints performance, LCP, CLS, TBT and FCP against the DESIGN §6 budgets
// (performance >= 95, CLS <= 0.02) and exits 1 when one is missed, unless --report-only. With --runs N
// each page is scored N times and the run with the median score counts. Each counted report is saved
// to reports/lighthouse/<brand>-<page>.json (open it in the Lighthouse viewer).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromePath, lighthouseRun, type WebFigures } from './bench/lighthouse-run';
import { htmlFrom } from './bench/http-get';
import { resolveDetailPaths, selectTargets, type PageTarget } from './bench/page-targets';
import { ms, textTable } from './bench/text-table';
import { waitForApp } from './bench/wait-for-app';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    brand: { type: 'string' },
    page: { type: 'string' },
    runs: { type: 'string', default: '1' },
    'report-only': { type: 'boolean', default: false },
    markdown: { type: 'boolean', default: false },
  },
});

// DESIGN §6: Lighthouse mobile performance >= 95 and CLS <= 0.02 on every brand.
const budgets = { performance: 95, cls: 0.02 } as const;

const runs = Number(values.runs);
if (!Number.isSafeInteger(runs) || runs < 1) {
  console.error('--runs takes a whole number above 0');
  process.exit(2);
}
if (!fs.existsSync(chromePath)) {
  console.error(`No Chromium at ${chromePath}: apt-get install chromium, or set CHROME_PATH`);
  process.exit(2);
}
const targets = selectTargets({ brand: values.brand, page: values.page }, ['home', 'search', 'detail', 'directory', 'profile']);

const reportDir = path.resolve(import.meta.dirname, '..', 'reports', 'lighthouse');

interface Scored {
  target: PageTarget;
  url: string;
  figures: WebFigures;
  missed: string[];
}

function budgetMisses(f: WebFigures): string[] {
  const missed: string[] = [];
  if (!(f.performance >= budgets.performance)) missed.push(`performance < ${budgets.performance}`);
  if (!(f.cls <= budgets.cls)) missed.push(`CLS > ${budgets.cls}`);
  if (f.problem) missed.push(f.problem);
  return missed;
}

/** The run with the median score (a page that could not be scored ranks lowest). */
function median(results: WebFigures[]): WebFigures {
  const ranked = [...results].sort((a, b) => (Number.isNaN(a.performance) ? -1 : a.performance) - (Number.isNaN(b.performance) ? -1 : b.performance));
  const middle = ranked[Math.floor(ranked.length / 2)];
  if (!middle) throw new Error('no Lighthouse run');
  return middle;
}

async function score(origin: URL): Promise<Scored[]> {
  fs.mkdirSync(reportDir, { recursive: true });
  const scored: Scored[] = [];
  for (const target of await resolveDetailPaths(targets, htmlFrom(origin))) {
    const url = `http://${target.host}:${origin.port || 80}${target.path}`;
    const results: WebFigures[] = [];
    for (let run = 1; run <= runs; run++) {
      process.stdout.write(`${target.brand} ${target.page} ${url}${runs > 1 ? ` (run ${run}/${runs})` : ''}: `);
      const figures = await lighthouseRun(url);
      console.log(`performance ${figures.performance}, LCP ${ms(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}`);
      results.push(figures);
    }
    const figures = median(results);
    fs.writeFileSync(path.join(reportDir, `${target.brand}-${target.page}.json`), JSON.stringify(figures.lhr));
    scored.push({ target, url, figures, missed: budgetMisses(figures) });
  }
  return scored;
}

function report(scored: readonly Scored[]): string {
  const header = ['brand', 'page', 'performance', 'LCP ms', 'CLS', 'TBT ms', 'FCP ms', `budget (>= ${budgets.performance}, CLS <= ${budgets.cls})`];
  const rows = scored.map(({ target, figures: f, missed }) => [
    target.brand,
    target.page,
    Number.isNaN(f.performance) ? '-' : f.performance,
    ms(f.lcpMs),
    Number.isFinite(f.cls) ? f.cls.toFixed(3) : '-',
    ms(f.tbtMs),
    ms(f.fcpMs),
    missed.length === 0 ? 'pass' : `FAIL: ${missed.join('; ')}`,
  ]);
  return textTable(header, rows, { markdown: values.markdown });
}

try {
  const origin = new URL(values.url);
  await waitForApp(origin);
  console.log(`Lighthouse ${runs > 1 ? `x${runs} ` : ''}(mobile, simulated throttling) with ${chromePath} on port ${origin.port || 80}\n`);
  const scored = await score(origin);
  console.log(`\n${report(scored)}\n\nReports: ${path.relative(process.cwd(), reportDir)}/<brand>-<page>.json`);
  const misses = scored.filter((s) => s.missed.length > 0).length;
  if (misses === 0) console.log('OK: every page within budget');
  else console.log(`${values['report-only'] ? 'Report only' : 'FAILED'}: ${misses} of ${scored.length} pages miss a budget`);
  process.exit(misses > 0 && !values['report-only'] ? 1 : 0);
} catch (error) {
  console.error(error);
  process.exit(2);
}
