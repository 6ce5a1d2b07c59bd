import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

const alias = {
  '@': path.resolve(import.meta.dirname),
  // Next's compiler fills this module in; tests choose the root `[brand]` segment themselves.
  'next/root-params': path.resolve(import.meta.dirname, 'tests/unit/next-root-params.ts'),
  // As in next.config.ts: messages are compiled ahead, next-intl only formats them.
  'use-intl/format-message': 'use-intl/format-message/format-only',
};

/**
 * How each unit test file runs, read from its text (so a new file is placed without editing this list):
 * - `unit:dom`: files that ask for jsdom (`@vitest-environment jsdom`): components and hooks; one module
 *   graph and one jsdom window per worker (no isolation), jsdom built once per worker instead of once per
 *   file; tests/unit/dom-reset.ts puts back whatever a file changed on the window before the next file.
 * - `unit:dom:isolated`: jsdom files that replace modules (vi.mock, vi.doMock, vi.resetModules): a mock
 *   must not outlive its file, nor meet a module an earlier file loaded; isolated.
 * - `unit:isolated`: node files that replace modules, globals, env or timers (vi.mock, vi.stubEnv,
 *   vi.spyOn, fake timers...), which must not leak into the next file; isolated.
 * - `unit`: everything else, pure logic in node: one module graph per worker (no isolation), so the
 *   shared imports (zod, brands, dialects) load once per worker instead of once per file.
 * The node projects' workers are child processes (vitest's default forks), not threads: threads would
 * share one process's libuv thread pool between files, sharp's resizes in one beside file reads and
 * writes in another.
 * tests/unit/setup.ts resets what the shared graph could carry from one file to the next.
 */
const unitFiles = fs
  .readdirSync(path.join(import.meta.dirname, 'tests/unit'), { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.join('tests/unit', file).split(path.sep).join('/'));
const fileText = (file: string) => fs.readFileSync(path.join(import.meta.dirname, file), 'utf8');
const wantsDom = (file: string) => /@vitest-environment\s+jsdom/.test(fileText(file));
const replacesModulesOrGlobals = (file: string) =>
  /vi\.(mock|doMock|unmock|stubEnv|stubGlobal|resetModules|spyOn|useFakeTimers)\(|process\.env\.[A-Za-z_]+\s*=[^=]|delete process\.env/.test(fileText(file));
const domFiles = unitFiles.filter(wantsDom);
const dbFiles = fs
  .readdirSync(path.join(import.meta.dirname, 'tests/db'), { encoding: 'utf8' })
  .filter((file) => /\.test\.ts$/.test(file))
  .map((file) => `tests/db/${file}`);
const replacesModules = (file: string) => /vi\.(mock|doMock|unmock|resetModules)\(/.test(fileText(file));
const sharedDomFiles = domFiles.filter((file) => !replacesModules(file));
const isolatedDomFiles = domFiles.filter(replacesModules);
const isolatedFiles = unitFiles.filter((file) => !wantsDom(file) && replacesModulesOrGlobals(file));
const sharedFiles = unitFiles.filter((file) => !domFiles.includes(file) && !isolatedFiles.includes(file));

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Test mode: `<key>.localhost` hosts and demo behaviour, as on the e2e server (lib/env.ts).
    // next.config's skipTrailingSlashRedirect makes the build define this: next/link keeps hrefs as the
    // dialects write them (land and farm end in a slash, rec does not).
    env: { APP_ENV: 'test', __NEXT_MANUAL_TRAILING_SLASH: 'true' },
    // A test.only or describe.only left behind would silently skip the rest: refused everywhere.
    allowOnly: false,
    // Projects run in groups (`sequence.groupOrder`), one group after another: the unit projects (0), the
    // database projects one by one on their shared database (1, 2), the servers they start (3, 4). Vitest
    // runs the projects of one group side by side, which needs the same worker count in each.
    // One worker per core (vitest's default leaves one core to its main process, which mostly waits):
    // on a 2-core machine that halves the unit step. The db projects run their files one by one anyway.
    maxWorkers: os.availableParallelism(),
    // Processed by vite (not loaded by Node as they are) so the format-message alias reaches them.
    server: { deps: { inline: ['use-intl', 'next-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: sharedFiles,
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
          isolate: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit:isolated',
          include: isolatedFiles,
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit:dom',
          include: sharedDomFiles,
          environment: 'jsdom',
          // Worker threads, started once each: jsdom and the app's modules load once per worker. The
          // unit step went from 194 s to 117 s (87 files: 148 s isolated; 56 shared + 31 isolated: 101 s).
          // Component tests never resize photos, so no file's sharp work shares a thread pool with another's
          // file reads.
          pool: 'threads',
          isolate: false,
          setupFiles: ['tests/unit/setup.ts', 'tests/unit/dom-setup.ts', 'tests/unit/dom-reset.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'unit:dom:isolated',
          include: isolatedDomFiles,
          environment: 'jsdom',
          // Worker threads: an isolated file starts a fresh worker, and a thread starts faster than a
          // child process (178 s in forks, 147 s in threads when every jsdom file was isolated).
          pool: 'threads',
          setupFiles: ['tests/unit/setup.ts', 'tests/unit/dom-setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The embedded database server itself (PGlite over a loopback socket, a connection cut under a
          // pool): starts servers, so it runs beside the database tests, not among the unit tests.
          name: 'embedded',
          include: ['tests/embedded/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 3 },
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // The media store's one contract, on the file system and on a real S3 server (s3rver on
          // loopback): starts servers, so it runs beside the database tests, not among the unit tests.
          name: 'storage',
          include: ['tests/storage/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 3 },
          testTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // One database per run; files share it, so they run one after another, and one module graph
          // (no isolation): the app's modules load once instead of once per file (import time 86 s -> 8 s
          // on PostgreSQL). tests/db/setup.ts forgets the app's kept counts before each file.
          name: 'db',
          include: dbFiles.filter((file) => !replacesModules(file)),
          environment: 'node',
          globalSetup: ['tests/db/global-setup.ts'],
          setupFiles: ['tests/db/setup.ts'],
          provide: { sharedModuleGraph: true },
          isolate: false,
          sequence: { groupOrder: 1 },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Files that replace a module (vi.mock): in a shared graph the module may already be loaded
          // and the mock would not take, or would outlive the file. Each file its own graph, on the same
          // database (the global setup hands over the one `db` made), after `db` is done.
          name: 'db:mocked',
          include: dbFiles.filter(replacesModules),
          environment: 'node',
          globalSetup: ['tests/db/global-setup.ts'],
          setupFiles: ['tests/db/setup.ts'],
          provide: { sharedModuleGraph: false },
          sequence: { groupOrder: 2 },
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Real production servers (server.ts): needs the build and TEST_DATABASE_URL (scripts/test.sh runs it after both).
          name: 'servers',
          include: ['tests/servers/**/*.test.ts'],
          environment: 'node',
          sequence: { groupOrder: 4 },
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
