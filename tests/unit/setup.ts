import '@testing-library/jest-dom/vitest';
import { setRootBrand } from './next-root-params';

// Runs before every test file, also where files share one module graph (vitest.config.ts `unit`):
// each file starts on the default brand, whatever the file before it rendered.
setRootBrand('land');

