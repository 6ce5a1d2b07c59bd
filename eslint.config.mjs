// `npm run lint` (a step of `npm test`, zero warnings allowed): Next's recommended rules (React, hooks,
// core web vitals) and typescript-eslint's recommended rules.
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import tseslint from 'typescript-eslint';

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
  {
    // No React here: Playwright fixtures call `use`, and vitest helpers named use* register hooks of their own.
    files: ['tests/db/**', 'tests/e2e/**', 'tests/fuzz/**', 'scripts/**'],
    rules: { 'react-hooks/rules-of-hooks': 'off' },
  },
);
