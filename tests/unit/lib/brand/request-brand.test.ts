import { afterEach, describe, expect, it } from 'vitest';
import { hostRules, requestBrand, resetHostRules } from '@/lib/brand/request-brand';
import { reloadEnv } from '@/lib/env';

const saved = { APP_ENV: process.env.APP_ENV, DEFAULT_BRAND: process.env.DEFAULT_BRAND };
function setEnv(values: Partial<Record<'APP_ENV' | 'DEFAULT_BRAND', string>>): void {
  Object.assign(process.env, values);
  reloadEnv();
  resetHostRules();
}
afterEach(() => {
  for (const [key, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
  reloadEnv();
  resetHostRules();
});

const request = (host: string, init: { query?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
  new Request(`http://${host}/api/x${init.query ?? ''}`, { headers: { host, ...(init.cookie ? { cookie: init.cookie } : {}), ...init.headers } });

describe('brand of a route handler request', () => {
  it('comes from the Host in test mode, with the preview override, and never from a client x-brand header', () => {
    setEnv({ APP_ENV: 'test' });
    expect(requestBrand(request('farm.localhost:3000'))?.key).toBe('farm');
    expect(requestBrand(request('farm.localhost:3000', { headers: { 'x-brand': 'rec' } }))?.key).toBe('farm');
    expect(requestBrand(request('land.localhost', { query: '?brand=rec' }))?.key).toBe('rec');
    expect(requestBrand(request('land.localhost', { cookie: 'a=1; brand=farm' }))?.key).toBe('farm');
    expect(requestBrand(request('127.0.0.1:3000'))?.key).toBe('land');
  });

  it('is null for an unknown host in production, and ignores previews there', () => {
    setEnv({ APP_ENV: 'production' });
    expect(requestBrand(request('evil.com', { headers: { 'x-brand': 'farm' } }))).toBeNull();
    expect(requestBrand(request('farm.localhost:3000'))).toBeNull();
    expect(requestBrand(request('acrewise.com', { query: '?brand=rec', cookie: 'brand=farm' }))?.key).toBe('land');
  });

  it('refuses a DEFAULT_BRAND that is not a site brand', () => {
    setEnv({ APP_ENV: 'production', DEFAULT_BRAND: 'valuation' });
    expect(() => hostRules()).toThrow(/DEFAULT_BRAND "valuation"/);
  });
});
