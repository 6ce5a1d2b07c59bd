import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the test scripts, without type declarations
import { playwrightCounts, readQuarantine, summarize, unquarantinedFlakes, vitestCounts } from '../../../scripts/test-summary.mjs';

type Status = 'expected' | 'flaky' | 'unexpected' | 'skipped';
const spec = (file: string, title: string, statuses: [string, Status][]) => ({
  file,
  title,
  tests: statuses.map(([projectName, status]) => ({ projectName, status })),
});
const e2eReport = (specs: ReturnType<typeof spec>[], errors: unknown[] = []) => ({ suites: [{ title: 'x.spec.ts', specs, suites: [] }], errors });
const vitestReport = (passed: number, failed: number) => ({
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  testResults: [{ name: '/repo/tests/unit/a.test.ts', status: failed ? 'failed' : 'passed', assertionResults: [] }],
});

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});
function reportsDir(e2e: object, extra: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'summary-'));
  dirs.push(dir);
  for (const file of ['unit.json', 'db-pglite.json', 'db-postgres.json', 'servers.json']) {
    fs.writeFileSync(path.join(dir, file), JSON.stringify(vitestReport(3, 0)));
  }
  fs.writeFileSync(path.join(dir, 'e2e.json'), JSON.stringify(e2e));
  for (const [file, text] of Object.entries(extra)) fs.writeFileSync(path.join(dir, file), text);
  return dir;
}

describe('npm test summary', () => {
  it('counts a run that passed only on retry as flaky, by name and brand, never as passed', () => {
    const counts = playwrightCounts(e2eReport([spec('search.spec.ts', 'saves a search', [['land', 'expected'], ['rec', 'flaky']])]));
    expect(counts).toMatchObject({ passed: 1, flaky: 1, failed: 0 });
    expect(counts.flakyNames).toEqual(['search.spec.ts > saves a search [rec]']);
  });

  it('fails the run on a flaky run, and says so in the closing line', () => {
    const { ok, lines } = summarize(reportsDir(e2eReport([spec('a.spec.ts', 'one', [['farm', 'flaky']])])), []);
    expect(ok).toBe(false);
    expect(lines).toContain('flaky: a.spec.ts > one [farm]');
    expect(lines.at(-1)).toBe('tests: 12 passed, 1 failed');
  });

  it('lets a flaky run of a quarantined test pass, and still names it', () => {
    const quarantine = [{ test: 'a.spec.ts > one', reason: 'waits on a third-party timer' }];
    const { ok, lines } = summarize(reportsDir(e2eReport([spec('a.spec.ts', 'one', [['farm', 'flaky']])])), quarantine);
    expect(ok).toBe(true);
    expect(lines).toContain('flaky (quarantined): a.spec.ts > one [farm]');
    expect(unquarantinedFlakes(['a.spec.ts > two [land]'], quarantine)).toEqual(['a.spec.ts > two [land]']);
  });

  it('fails on an error outside any test (a refused test.only, a server that never started)', () => {
    expect(playwrightCounts(e2eReport([], [{ message: "Error: item focused with '.only'" }])).failed).toBe(1);
    expect(summarize(reportsDir(e2eReport([], [{ message: 'x' }])), []).ok).toBe(false);
  });

  it('fails when the run left the work tree changed', () => {
    const dir = reportsDir(e2eReport([spec('a.spec.ts', 'one', [['land', 'expected']])]), { 'worktree.txt': ' M package-lock.json\n' });
    const { ok, lines } = summarize(dir, []);
    expect(ok).toBe(false);
    expect(lines.join('\n')).toContain('M package-lock.json');
  });

  it('passes a clean run and prints each step time', () => {
    const dir = reportsDir(e2eReport([spec('a.spec.ts', 'one', [['land', 'expected']])]), { 'timings.tsv': 'lint\t65\nbuild\t130\n' });
    const { ok, lines } = summarize(dir, []);
    expect(ok).toBe(true);
    expect(lines).toContain('time   1:05  lint');
    expect(lines).toContain('time   3:15  all steps');
  });

  it('counts a vitest file that failed to load as a failure', () => {
    const report = { ...vitestReport(0, 0), testResults: [{ name: '/x.test.ts', status: 'failed', assertionResults: [] }] };
    expect(vitestCounts(report).failed).toBe(1);
  });

  it('refuses a quarantine entry without a reason', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'q-')), 'q.json');
    dirs.push(path.dirname(file));
    fs.writeFileSync(file, JSON.stringify({ tests: [{ test: 'a.spec.ts > one', reason: ' ' }] }));
    expect(() => readQuarantine(file)).toThrow(/reason/);
  });

  it('keeps the listed quarantine valid', () => {
    expect(() => readQuarantine(path.resolve(import.meta.dirname, '../../quarantine.json'))).not.toThrow();
  });
});

describe('test runners refuse focused tests', () => {
  it('Playwright forbids test.only', async () => {
    const config = (await import('../../../playwright.config')).default;
    expect(config.forbidOnly).toBe(true);
  });

  it('Playwright runs @shared tests on the main brand only, and every other test on every brand', async () => {
    const config = (await import('../../../playwright.config')).default;
    const [main, ...others] = config.projects ?? [];
    expect(main?.name).toBe('land');
    expect(main?.grepInvert).toBeUndefined();
    expect(others.length).toBeGreaterThan(0);
    for (const project of others) {
      const invert = project.grepInvert;
      expect(invert instanceof RegExp && invert.test('a test @shared') && !invert.test('a brand journey')).toBe(true);
    }
  });

  it('Vitest forbids it.only', async () => {
    const config = (await import('../../../vitest.config')).default as { test?: { allowOnly?: boolean } };
    expect(config.test?.allowOnly).toBe(false);
  });
});
