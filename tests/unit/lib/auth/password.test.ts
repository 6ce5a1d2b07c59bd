import { describe, expect, it, vi } from 'vitest';
import { hashPassword, passwordHasher, verifyPassword } from '@/lib/auth/password-hash';
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

describe('password work takes turns', () => {
  it('runs at most the allowed hashes at once, lets some wait, and refuses the rest with QueueFullError', async () => {
    let running = 0;
    let most = 0;
    const gates: Array<() => void> = [];
    const hasher = passwordHasher(
      {
        hash: async (password) => {
          running++;
          most = Math.max(most, running);
          await new Promise<void>((resolve) => gates.push(resolve));
          running--;
          return `$argon2id$${password}`;
        },
        verify: async () => true,
      },
      { concurrency: 1, maxWaiting: 2 },
    );
    const asked = [1, 2, 3, 4].map((n) => hasher.hashPassword(`pw${n}`));
    await expect(asked[3]).rejects.toMatchObject({ name: 'QueueFullError' });
    for (let i = 0; i < 3; i++) {
      await vi.waitFor(() => expect(gates.length).toBeGreaterThan(0));
      gates.shift()?.();
    }
    expect(await Promise.all(asked.slice(0, 3))).toEqual(['$argon2id$pw1', '$argon2id$pw2', '$argon2id$pw3']);
    expect(most).toBe(1);
  });
});
