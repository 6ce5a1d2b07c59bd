import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from '@/lib/auth/password-hash';
import { meetsPasswordPolicy, PASSWORD_MESSAGE } from '@/lib/auth/password-policy';

describe('password hashing', () => {
  it('stores argon2id with its parameters in the hash and a fresh salt each time', async () => {
    const [a, b] = await Promise.all([hashPassword('plains2026'), hashPassword('plains2026')]);
    expect(a).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(a).not.toBe(b);
  });

  it('verifies the right password only', async () => {
    const stored = await hashPassword('plains2026');
    expect(await verifyPassword('plains2026', stored)).toBe(true);
    expect(await verifyPassword('plains2027', stored)).toBe(false);
    expect(await verifyPassword('', stored)).toBe(false);
  });

  it('treats a malformed or non-argon2 hash as a mismatch, never an error', async () => {
    expect(await verifyPassword('x', 'scrypt$zz')).toBe(false);
    expect(await verifyPassword('x', '$argon2id$broken')).toBe(false);
    expect(await verifyPassword('x', 'plain-text')).toBe(false);
  });
});

describe('password policy', () => {
  it.each([
    ['plains2026', true], ['a1234567', true], ['Ünïcødé9x', true],
    ['short1', false], ['12345678', false], ['onlyletters', false], [`a1${'x'.repeat(127)}`, false],
  ])('%s -> %s', (password, ok) => {
    expect(meetsPasswordPolicy(password)).toBe(ok);
  });

  it('fails with the SPEC §5 message', () => {
    expect(PASSWORD_MESSAGE).toBe('The password does not meet the requirements. Please try again.');
  });
});
