// Reads the JSON report of every suite `npm test` ran and prints each suite's count once, then the total.
// Vitest reports count tests; Playwright reports count one run per test and brand project (a test of
// the land, farm and rec projects is three runs), which is how it is shown.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2] ?? 'reports';
const suites = [
  ['unit.json', 'unit and component'],
  ['db-pglite.json', 'database on PGlite'],
  ['db-postgres.json', 'database on PostgreSQL 15'],
  ['servers.json', 'app servers (next start)'],
  ['e2e.json', 'end-to-end (runs)'],
];

function vitestCounts(report) {
  return { passed: report.numPassedTests, failed: report.numFailedTests, skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0) };
}

function playwrightCounts(report) {
  const counts = { passed: 0, failed: 0, skipped: 0, titles: new Set() };
  const visit = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        counts.titles.add(`${spec.file}:${spec.title}`);
        if (test.status === 'expected' || test.status === 'flaky') counts.passed++;
        else if (test.status === 'skipped') counts.skipped++;
        else counts.failed++;
      }
    }
    for (const child of suite.suites ?? []) visit(child);
  };
  for (const suite of report.suites ?? []) visit(suite);
  // Errors outside tests (a webServer that never started) fail the run without failing a test.
  if ((report.errors ?? []).length > 0) counts.failed += report.errors.length;
  return counts;
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const [file, label] of suites) {
  const full = path.join(dir, file);
  if (!fs.existsSync(full)) {
    console.log(`${label.padEnd(28)} no report`);
    total.failed++;
    continue;
  }
  const report = JSON.parse(fs.readFileSync(full, 'utf8'));
  const counts = typeof report.numPassedTests === 'number' ? vitestCounts(report) : playwrightCounts(report);
  for (const key of ['passed', 'failed', 'skipped']) total[key] += counts[key];
  const detail = counts.titles ? ` (${counts.titles.size} tests × brand projects)` : '';
  console.log(`${label.padEnd(28)} ${counts.passed} passed, ${counts.failed} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}${detail}`);
}
console.log(`tests: ${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ''}`);
process.exit(total.failed > 0 || total.passed === 0 ? 1 : 0);
