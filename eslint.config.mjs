// `npm run lint` (a step of `npm test`, zero warnings allowed): Next's recommended rules (React, hooks,
// core web vitals) and typescript-eslint's recommended rules.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

// Public faces: a lib folder with an index.ts is used through it (`@/lib/domain`), or through its
// server.ts or client.ts where it has them (`@/lib/map/server`: what only the server may load). Its other
// files are its own business; tests may reach in to test them.
// Not yet enforced for the folders below: their index re-exports modules that would pull zod or node:fs
// into browser bundles, so browser code imports single files until each has a browser-safe client.ts.
const facesPendingClientSplit = ['analytics', 'brand', 'images', 'leads', 'navigation', 'routing', 'ui'];
const facedFolders = fs
  .readdirSync('lib', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(`lib/${entry.name}/index.ts`) && !facesPendingClientSplit.includes(entry.name))
  .map((entry) => entry.name);
const publicFaces = {
  files: ['**/*.{ts,tsx,mjs}'],
  ignores: ['tests/**'],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{
        group: facedFolders.flatMap((folder) => [`@/lib/${folder}/*`, `!@/lib/${folder}/client`, `!@/lib/${folder}/server`]),
        message: 'Import the folder\'s public face (@/lib/<folder>, or its client or server face), not its files.',
      }],
    }],
  },
};

export default tseslint.config(
  { ignores: ['.next/**', '.next-test/**', 'node_modules/**', 'data/**', 'data-*/**', 'public/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'brands/brand.schema.json'] },
  ...nextVitals,
  ...nextTypescript,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  publicFaces,
  {
    // No React here: Playwright fixtures call `use`, and vitest helpers named use* register hooks of their own.
    files: ['tests/db/**', 'tests/e2e/**', 'tests/fuzz/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
