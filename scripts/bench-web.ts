// `npm run bench:web [-- --url http://127.0.0.1:3000 --brand land,farm --page home,search,detail,directory,profile --runs 3 --report-only --markdown --skip-bare]`
// Lighthouse in mobile mode (its default form factor and simulated throttling) on home, the Texas
// search, a listing page (the search's first placard), the Texas broker directory and a broker profile
// (the directory's first card) of every brand of a running app, at
// http://<brand>.localhost:<port>/ (Chromium resolves *.localhost to loopback). Prints performance, LCP, CLS, TBT and FCP against the DESIGN §6 budgets
// (performance >= 95, CLS <= 0.02) and exits 1 when one is missed, unless --report-only. With --runs N
// each page is scored N times and the run with the median score counts. Each counted report is saved
// to reports/lighthouse/<brand>-<page>.json (open it in the Lighthouse viewer). The bare reference app
// (scripts/bench/bare-app) is scored in the same rounds, first in each, and every page's TBT is printed
// beside it as a ratio: the least blocking a Next page has on this machine at this hour
// (`--skip-bare` leaves it out).
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startBareApp } from './bench/bare-app';
import { chromePath, lighthouseRun, type WebFigures } from './bench/lighthouse-run';
import { htmlFrom } from './bench/http-get';
import { resolveDetailPaths, selectTargets, type PageTarget } from './bench/page-targets';
import { ms, textTable } from './bench/text-table';
import { medianRun, scoringOrder, timesBare } from './bench/web-rounds';
import { waitForApp } from './bench/wait-for-app';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: 'http://127.0.0.1:3000' },
    brand: { type: 'string' },
    page: { type: 'string' },
    runs: { type: 'string', default: '1' },
    'report-only': { type: 'boolean', default: false },
    'skip-bare': { type: 'boolean', default: false },
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

/** A page to score: one of the app's, or the bare reference page. */
interface Subject {
  brand: string;
  page: string;
  url: string;
  target?: PageTarget;
}

/**
 * Scores every subject `runs` times in rounds (each round visits every subject once, the bare page
 * first), so a busy stretch of the machine weighs on all of them alike; keeps each one's median run.
 */
async function score(subjects: readonly Subject[]): Promise<Map<Subject, WebFigures>> {
  const results = new Map<Subject, WebFigures[]>(subjects.map((subject) => [subject, []]));
  for (const { subject, run } of scoringOrder(subjects, runs)) {
    process.stdout.write(`${subject.brand} ${subject.page} ${subject.url}${runs > 1 ? ` (run ${run}/${runs})` : ''}: `);
    const figures = await lighthouseRun(subject.url);
    const scoredRun = Number.isNaN(figures.performance) ? 'not scored' : `performance ${figures.performance}, TBT ${ms(figures.tbtMs)} ms, LCP ${ms(figures.lcpMs)} ms, CLS ${figures.cls.toFixed(3)}`;
    console.log(figures.problem ? `${scoredRun} (${figures.problem})` : scoredRun);
    results.get(subject)?.push(figures);
  }
  return new Map(subjects.map((subject) => [subject, medianRun(results.get(subject) ?? [])]));
}

async function appSubjects(origin: URL): Promise<Subject[]> {
  return (await resolveDetailPaths(targets, htmlFrom(origin))).map((target) => ({
    brand: target.brand,
    page: target.page,
    url: `http://${target.host}:${origin.port || 80}${target.path}`,
    target,
  }));
}

function saveReports(medians: ReadonlyMap<Subject, WebFigures>): void {
  fs.mkdirSync(reportDir, { recursive: true });
  for (const [subject, figures] of medians) {
    fs.writeFileSync(path.join(reportDir, `${subject.brand}-${subject.page}.json`), JSON.stringify(figures.lhr));
  }
}

function report(scored: readonly Scored[], bare: WebFigures | undefined): string {
  const header = ['brand', 'page', 'performance', 'LCP ms', 'CLS', 'TBT ms', 'TBT x bare', 'FCP ms', `budget (>= ${budgets.performance}, CLS <= ${budgets.cls})`];
  const row = (brand: string, page: string, f: WebFigures, verdict: string) => [
    brand,
    page,
    Number.isNaN(f.performance) ? '-' : f.performance,
    ms(f.lcpMs),
    Number.isFinite(f.cls) ? f.cls.toFixed(3) : '-',
    ms(f.tbtMs),
    timesBare(f.tbtMs, bare?.tbtMs),
    ms(f.fcpMs),
    verdict,
  ];
  const rows = scored.map(({ target, figures, missed }) => row(target.brand, target.page, figures, missed.length === 0 ? 'pass' : `FAIL: ${missed.join('; ')}`));
  const bareRow = bare ? [row('bare', 'ISR page', bare, 'reference')] : [];
  return textTable(header, [...bareRow, ...rows], { markdown: values.markdown });
}

const bareApp = values['skip-bare'] ? undefined : await startBareApp();
try {
  const origin = new URL(values.url);
  await waitForApp(origin);
  console.log(`Lighthouse ${runs > 1 ? `x${runs} ` : ''}(mobile, simulated throttling) with ${chromePath} on port ${origin.port || 80}${bareApp ? ', the bare reference page first in each round' : ''}\n`);
  const bareSubject: Subject | undefined = bareApp && { brand: 'bare', page: 'ISR page', url: `http://land.localhost:${bareApp.origin.port}/cached` };
  const subjects = await appSubjects(origin);
  const medians = await score(bareSubject ? [bareSubject, ...subjects] : subjects);
  const bare = bareSubject && medians.get(bareSubject);
  if (bareSubject) medians.delete(bareSubject);
  saveReports(medians);
  const scored: Scored[] = [...medians].flatMap(([subject, figures]) => (subject.target ? [{ target: subject.target, url: subject.url, figures, missed: budgetMisses(figures) }] : []));
  console.log(`\n${report(scored, bare)}\n\nReports: ${path.relative(process.cwd(), reportDir)}/<brand>-<page>.json`);
  if (bare && budgetMisses(bare).length > 0) {
    console.log(`The bare Next page itself scores ${bare.performance} (TBT ${ms(bare.tbtMs)} ms) on this machine now: the budget is out of any Next page's reach at this hour.`);
  }
  const misses = scored.filter((s) => s.missed.length > 0).length;
  if (misses === 0) console.log('OK: every page within budget');
  else console.log(`${values['report-only'] ? 'Report only' : 'FAILED'}: ${misses} of ${scored.length} pages miss a budget`);
  process.exitCode = misses > 0 && !values['report-only'] ? 1 : 0;
} catch (error) {
  console.error(error);
  process.exitCode = 2;
} finally {
  await bareApp?.stop();
}
// Lighthouse can leave handles open; the verdict is in.
process.exit(process.exitCode ?? 0);
