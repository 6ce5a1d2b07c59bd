import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '@/lib/net/free-port';
import { appAnswers } from '../tests/fuzz/start-app';

// `npm run preview -- --base <git ref>` (docs/preview.md): the base preview of a commit. The commit is
// checked out in a temporary git worktree, which installs, builds and seeds itself (`scripts/start.mjs`,
// demo mode, on free ports, its own ./data), and this tree's preview spec captures that app's pages: the
// same pages, checks and settling as the head's, so only the app differs between the two. A page the
// commit does not have fails its check there and shows as new. Kept in reports/preview-base/<commit>/:
// the shots of a commit are taken once.

const root = path.resolve(import.meta.dirname, '..');

function git(args: readonly string[]): { ok: boolean; out: string } {
  const result = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return { ok: result.status === 0, out: result.stdout.trim() };
}

/** The full commit id a ref names in this repository, or null. */
export function commitOf(ref: string): string | null {
  const { ok, out } = git(['rev-parse', '--verify', '--quiet', `${ref}^{commit}`]);
  return ok && out ? out : null;
}

/**
 * Runs this tree's preview spec against the app on `port`, shots into `dir`: Playwright's exit code.
 * One retry: an app just started resizes every photo for the first time and answers 503 (busy, retry
 * later) to some, which the spec counts as a broken image; the retry finds them made.
 */
export function runPreviewSpec({ port, brands, dir, env = {} }: { port: number; brands: readonly string[]; dir?: string; env?: Record<string, string> }): number {
  const playwright = path.join(root, 'node_modules', '.bin', 'playwright');
  const args = ['test', 'tests/e2e/preview.spec.ts', '--retries', '1', ...brands.flatMap((brand) => ['--project', brand])];
  const result = spawnSync(playwright, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env, E2E_REUSE_SERVER: '1', E2E_PORT: String(port), ...(dir ? { PREVIEW_DIR: dir } : {}) },
  });
  return result.status ?? 1;
}

/** Marks a brand's base shots as a complete run, so later comparisons reuse them. */
const COMPLETE = '.complete';

/**
 * The base preview folder of `commit` for `brands`: reports/preview-base/<commit>/ when it already holds
 * a complete run of every brand, else captured now from the commit's own app (minutes: npm ci, next
 * build, seeding). A run with failed pages serves this comparison but is taken again next time.
 */
export async function refPreview(commit: string, brands: readonly string[]): Promise<string> {
  const dir = path.join(root, 'reports', 'preview-base', commit);
  const missing = brands.filter((brand) => !fs.existsSync(path.join(dir, brand, COMPLETE)));
  if (missing.length === 0) {
    console.log(`Base preview of ${commit.slice(0, 10)}: ${path.relative(root, dir)} (taken before)`);
    return dir;
  }

  const worktree = fs.mkdtempSync(path.join(os.tmpdir(), `acrewise-preview-${commit.slice(0, 10)}-`));
  const log = path.join(worktree, 'preview-app.log');
  console.log(`Base preview of ${commit.slice(0, 10)}: its app in the worktree ${worktree} (install, build and seed take minutes; output in ${log})`);
  if (!git(['worktree', 'add', '--detach', worktree, commit]).ok) throw new Error(`git worktree add ${worktree} ${commit} failed`);
  const [port, databasePort] = [await freePort(), await freePort()];
  const out = fs.openSync(log, 'a');
  // Its own process group, so stopping it stops the database, the worker and Next as well.
  const app = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: worktree,
    detached: true,
    stdio: ['ignore', out, out],
    env: { ...process.env, APP_ENV: 'demo', PORT: String(port), PGLITE_PORT: String(databasePort), NEXT_DIST_DIR: '.next' },
  });
  fs.closeSync(out);
  const stop = () => {
    if (app.pid !== undefined && app.exitCode === null && app.signalCode === null) process.kill(-app.pid, 'SIGTERM');
  };
  process.once('SIGINT', () => {
    stop();
    process.exit(130);
  });
  try {
    const origin = new URL(`http://127.0.0.1:${port}`);
    const deadline = Date.now() + 45 * 60_000;
    while (!(await appAnswers(origin))) {
      if (app.exitCode !== null || app.signalCode !== null) throw new Error(`the app of ${commit.slice(0, 10)} stopped (${app.exitCode ?? app.signalCode}); see ${log}`);
      if (Date.now() > deadline) throw new Error(`the app of ${commit.slice(0, 10)} did not answer within 45 minutes; see ${log}`);
      await new Promise((resolve) => setTimeout(resolve, 2000));
    }
    for (const brand of missing) fs.rmSync(path.join(dir, brand), { recursive: true, force: true });
    // A check that fails on the old app leaves that page out of the base: it shows as new, not as an error.
    const code = runPreviewSpec({ port, brands: missing, dir, env: { PREVIEW_BASE: '' } });
    if (code === 0) for (const brand of missing) fs.writeFileSync(path.join(dir, brand, COMPLETE), `${new Date().toISOString()}\n`);
    else console.warn(`Some base pages of ${commit.slice(0, 10)} failed their checks (exit ${code}): the index shows them as new.`);
  } finally {
    stop();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    git(['worktree', 'remove', '--force', worktree]);
    fs.rmSync(worktree, { recursive: true, force: true });
  }
  return dir;
}
