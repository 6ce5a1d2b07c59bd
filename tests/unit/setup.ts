import '@testing-library/jest-dom/vitest';
import { setRootBrand } from './next-root-params';

// Runs before every test file, also where files share one module graph (vitest.config.ts `unit`):
// each file starts on the default brand, whatever the file before it rendered.
setRootBrand('land');

// findBy*/waitFor wait for what the UI does next (a lazily loaded dialog, an effect that moves focus). On
// a busy 2-core machine, with a build or a browser beside the tests, a lazy chunk can take longer than
// testing-library's 1 s default; the wait ends as soon as the state is there, so a longer ceiling costs
// a passing test nothing.
if (typeof document !== 'undefined') {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5_000 });
}
