import { cleanup } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { captureWindowState, restoreWindowState } from './window-state';

// The component test files that replace no module share one jsdom window per worker
// (vitest.config.ts `unit:dom`), so what one file leaves on the window must not reach the next: the
// order of files differs from run to run, and a leak would be a failure that comes and goes. This setup
// file runs before each such file and puts the window back after it (window-state.ts says what that
// covers), and undoes spies, fake timers, stubbed globals and env.
// Testing Library registers its per-test cleanup and act() environment when first imported, which in a
// shared module graph is once per worker, for its first file only: they are registered here per file.

const state = captureWindowState();

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});

afterEach(() => {
  cleanup();
});

afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  restoreWindowState(state);
});
