// Reads the JSON report of every suite `npm test` ran and prints one line per suite (passed, failed,
// flaky, skipped, minutes), the flaky runs by name, the per-step times and the total.
// Vitest runs without retries, so a failure there is a failure. Playwright retries once so that a flake
// shows itself: a run that passed only on retry is reported as flaky, never as passed, and fails
// `npm test` unless its test is listed with a reason in tests/quarantine.json. A `git status` that is
// not empty after the run (a tracked file rewritten, an untracked one left behind) fails it too.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const suites = [
  ['unit.json', 'unit and component'],
  ['db-pglite.json', 'database on PGlite + embedded + storage'],
  ['db-postgres.json', 'database on PostgreSQL 15'],
  ['servers.json', 'app servers (production)'],
  ['e2e.json', 'end-to-end (runs)'],
];

export function vitestCounts(report) {
  const flakyNames = [];
  // Vitest runs without retries here; should a file set some, a pass after a retry is still a flake.
  for (const file of report.testResults ?? []) {
    for (const test of file.assertionResults ?? []) {
      if (test.status === 'passed' && (test.retryCount ?? 0) > 0) flakyNames.push(`${path.basename(file.name)} > ${test.fullName}`);
    }
  }
  return {
    passed: report.numPassedTests - flakyNames.length,
    failed: report.numFailedTests + filesFailedWithoutTests(report),
    flaky: flakyNames.length,
    flakyNames,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  };
}

// A test file that failed to load has no failed test of its own: count it once, as a failure.
function filesFailedWithoutTests(report) {
  return (report.testResults ?? []).filter((file) => file.status === 'failed' && !(file.assertionResults ?? []).some((t) => t.status === 'failed')).length;
}

export function playwrightCounts(report) {
  const counts = { passed: 0, failed: 0, flaky: 0, skipped: 0, flakyNames: [], titles: new Set() };
  const visit = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        const name = `${spec.file} > ${[...trail, spec.title].join(' > ')}`;
        counts.titles.add(name);
        if (test.status === 'expected') counts.passed++;
        else if (test.status === 'flaky') {
          counts.flaky++;
          counts.flakyNames.push(`${name} [${test.projectName}]`);
        } else if (test.status === 'skipped') counts.skipped++;
        else counts.failed++;
      }
    }
    for (const child of suite.suites ?? []) visit(child, child.title && !child.title.endsWith('.ts') ? [...trail, child.title] : trail);
  };
  for (const suite of report.suites ?? []) visit(suite, []);
  // Errors outside tests (a webServer that never started, a test.only) fail the run without failing a test.
  counts.failed += (report.errors ?? []).length;
  return counts;
}

/** Flaky runs of tests not in the quarantine list; the quarantine names tests as '<file> > <title>'. */
export function unquarantinedFlakes(flakyNames, quarantine) {
  const listed = new Set(quarantine.map((entry) => entry.test));
  return flakyNames.filter((name) => !listed.has(name.replace(/ \[[^\]]+\]$/, '')));
}

export function readQuarantine(file) {
  const tests = JSON.parse(fs.readFileSync(file, 'utf8')).tests ?? [];
  for (const entry of tests) {
    if (typeof entry.test !== 'string' || typeof entry.reason !== 'string' || entry.reason.trim() === '') {
      throw new Error(`${file}: every entry needs "test" and a non-empty "reason"`);
    }
  }
  return tests;
}

function minutes(seconds) {
  return `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;
}

export function summarize(dir, quarantine) {
  const lines = [];
  const total = { passed: 0, failed: 0, flaky: 0, skipped: 0 };
  const flakyNames = [];
  for (const [file, label] of suites) {
    const full = path.join(dir, file);
    if (!fs.existsSync(full)) {
      lines.push(`${label.padEnd(28)} no report`);
      total.failed++;
      continue;
    }
    const report = JSON.parse(fs.readFileSync(full, 'utf8'));
    const counts = typeof report.numPassedTests === 'number' ? vitestCounts(report) : playwrightCounts(report);
    for (const key of ['passed', 'failed', 'flaky', 'skipped']) total[key] += counts[key];
    flakyNames.push(...counts.flakyNames);
    const detail = counts.titles ? ` (${counts.titles.size} tests × brand projects)` : '';
    lines.push(`${label.padEnd(28)} ${counts.passed} passed, ${counts.failed} failed, ${counts.flaky} flaky${counts.skipped ? `, ${counts.skipped} skipped` : ''}${detail}`);
  }
  const blocking = unquarantinedFlakes(flakyNames, quarantine);
  for (const name of flakyNames) lines.push(`flaky${blocking.includes(name) ? '' : ' (quarantined)'}: ${name}`);
  const timings = path.join(dir, 'timings.tsv');
  if (fs.existsSync(timings)) {
    const rows = fs.readFileSync(timings, 'utf8').trim().split('\n').filter(Boolean).map((row) => row.split('\t'));
    for (const [step, seconds] of rows) lines.push(`time ${minutes(Number(seconds)).padStart(6)}  ${step}`);
    lines.push(`time ${minutes(rows.reduce((sum, [, seconds]) => sum + Number(seconds), 0)).padStart(6)}  all steps`);
  }
  const worktree = path.join(dir, 'worktree.txt');
  const dirty = fs.existsSync(worktree) ? fs.readFileSync(worktree, 'utf8').trim() : '';
  if (dirty) lines.push(`work tree changed by the run (git status --porcelain):\n${dirty}`);
  lines.push(`flaky: ${total.flaky} run(s), ${blocking.length} not quarantined`);
  // The closing line: a flaky run that is not quarantined counts as failed.
  lines.push(`tests: ${total.passed} passed, ${total.failed + blocking.length} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
  const ok = total.failed === 0 && total.passed > 0 && blocking.length === 0 && !dirty;
  return { lines, ok, total, blocking };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = process.argv[2] ?? 'reports';
  const quarantine = readQuarantine(path.resolve(import.meta.dirname, '../tests/quarantine.json'));
  const { lines, ok, blocking } = summarize(dir, quarantine);
  console.log(lines.join('\n'));
  if (blocking.length > 0) console.log(`${blocking.length} flaky run(s) fail the run: fix them, or list the test in tests/quarantine.json with a reason.`);
  process.exit(ok ? 0 : 1);
}
