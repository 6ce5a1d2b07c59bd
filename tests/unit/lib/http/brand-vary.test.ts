import { afterEach, describe, expect, it, vi } from 'vitest';
import { reloadEnv } from '@/lib/env';
import { brandVary } from '@/lib/http/brand-vary';

afterEach(() => {
  vi.unstubAllEnvs();
  reloadEnv();
});

function inMode(mode: 'production' | 'demo'): void {
  vi.stubEnv('APP_ENV', mode);
  reloadEnv();
}

describe('brandVary', () => {
  it('keys shared caches on the host in production, where only the host names the brand', () => {
    inMode('production');
    expect(brandVary()).toBe('Host');
  });

  it('also keys on the cookie in demo mode, where the preview cookie can pick the brand', () => {
    inMode('demo');
    expect(brandVary()).toBe('Host, Cookie');
  });
});
