// `npm run lint` (a step of `npm test`, zero warnings allowed): Next's recommended rules (React, hooks,
// core web vitals) and typescript-eslint's recommended rules.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import fs from 'node:fs';
import tseslint from 'typescript-eslint';

// Public faces: a lib folder with an index.ts is used through it (`@/lib/domain`), or through its
// server.ts, client.ts or page.ts where it has them (`@/lib/map/server`: what only the server may load;
// `@/lib/brand/page`: what only a page rendered by Next may call). Its other files are its own business;
// tests may reach in to test them.
// Each faced folder's package.json says `"sideEffects": false`, so a browser bundle that imports one name
// from an index keeps only the modules that name needs.
const facedFolders = fs
  .readdirSync('lib', { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && fs.existsSync(`lib/${entry.name}/index.ts`))
  .map((entry) => entry.name);
const publicFaces = {
  files: ['**/*.{ts,tsx,mjs}'],
  ignores: ['tests/**'],
  rules: {
    'no-restricted-imports': ['error', {
      patterns: [{
        group: facedFolders.flatMap((folder) => [`@/lib/${folder}/*`, `!@/lib/${folder}/client`, `!@/lib/${folder}/server`, `!@/lib/${folder}/page`]),
        message: 'Import the folder\'s public face (@/lib/<folder>, or its client, server or page face), not its files.',
      }],
    }],
  },
};

export default tseslint.config(
  { ignores: ['.next/**', '.next-test/**', 'scripts/bench/bare-app/.next/**', 'node_modules/**', 'data/**', 'data-*/**', 'public/**', 'reports/**', 'test-results/**', 'playwright-report/**', 'next-env.d.ts', 'brands/brand.schema.json'] },
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
    // docs/architecture.md "Links": a visible next/link asks the server for its page's payload, a render
    // per link on screen (16 on a search page, 65 on a sitemap page); links leave that off.
    files: ['app/**/*.tsx', 'components/**/*.tsx'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: "JSXOpeningElement[name.name='Link']:not(:has(JSXAttribute[name.name='prefetch'][value.expression.value=false]))",
        message: 'Give next/link prefetch={false}, or use a plain <a> for a link to another kind of page (docs/architecture.md "Links").',
      }],
    },
  },
  {
    // No React here: Playwright fixtures call `use`, and vitest helpers named use* register hooks of their own.
    files: ['tests/db/**', 'tests/e2e/**', 'tests/fuzz/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
