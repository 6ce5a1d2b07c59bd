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
    // Processed by vite (not loaded by Node as they are) so the format-message alias reaches them.
    server: { deps: { inline: ['use-intl', 'next-intl'] } },
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
          setupFiles: ['tests/unit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/db/global-setup.ts'],
          // One database per run; files share it, so they run one after another.
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 300_000,
        },
      },
      {
        extends: true,
        test: {
          // Real `next start` servers: needs the build and TEST_DATABASE_URL (scripts/test.sh runs it after both).
          name: 'servers',
          include: ['tests/servers/**/*.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 300_000,
        },
      },
    ],
  },
});
