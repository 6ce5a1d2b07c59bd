import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { authSecret, resetDemoSecret } from '@/lib/auth/auth-secret';
import { reloadEnv } from '@/lib/env';

let dir: string;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'auth-secret-'));
  vi.stubEnv('AUTH_SECRET', undefined);
  vi.stubEnv('AUTH_SECRET_FILE', path.join(dir, 'nested', 'auth-secret'));
  reloadEnv();
  resetDemoSecret();
});

afterEach(() => {
  vi.unstubAllEnvs();
  reloadEnv();
  resetDemoSecret();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('authSecret', () => {
  it('generates a random demo secret into its file on first use, readable by the owner only', () => {
    const secret = authSecret();
    expect(secret).toMatch(/^[\w-]{43}$/);
    const file = path.join(dir, 'nested', 'auth-secret');
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(secret);
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(fs.readdirSync(path.dirname(file))).toEqual(['auth-secret']);
  });

  it('keeps the secret across restarts and differs between installs', () => {
    const first = authSecret();
    resetDemoSecret();
    expect(authSecret()).toBe(first);
    vi.stubEnv('AUTH_SECRET_FILE', path.join(dir, 'other-install'));
    reloadEnv();
    resetDemoSecret();
    expect(authSecret()).not.toBe(first);
  });

  it('uses a configured AUTH_SECRET, and production refuses to run without one', () => {
    vi.stubEnv('AUTH_SECRET', 'x'.repeat(40));
    reloadEnv();
    expect(authSecret()).toBe('x'.repeat(40));
    vi.stubEnv('AUTH_SECRET', undefined);
    vi.stubEnv('APP_ENV', 'production');
    reloadEnv();
    resetDemoSecret();
    expect(() => authSecret()).toThrow(/AUTH_SECRET/);
  });
});
