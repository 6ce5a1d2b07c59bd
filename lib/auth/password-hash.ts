import { hash, verify } from '@node-rs/argon2';
import { scrypt as scryptCallback, timingSafeEqual } from 'node:crypto';
import { promisify } from 'node:util';

// Passwords are stored as argon2id (OWASP's first choice): 19 MiB of memory, 2 passes, 1 lane, the
// parameters written into the hash itself so they can be raised later without breaking old hashes.
// Hashes written before the auth library ("scrypt$salt$key") still verify, so no stored login is lost.

// The library's default algorithm is argon2id (a test holds it).
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

const scrypt = promisify(scryptCallback) as (password: string, salt: Buffer, keylen: number) => Promise<Buffer>;

async function verifyLegacyScrypt(password: string, stored: string): Promise<boolean> {
  const [, saltHex, keyHex] = stored.split('$');
  if (!saltHex || !keyHex) return false;
  const expected = Buffer.from(keyHex, 'hex');
  const actual = await scrypt(password, Buffer.from(saltHex, 'hex'), expected.length);
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

/** True when `password` matches `stored`; a malformed hash is a mismatch, never an error. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (stored.startsWith('scrypt$')) return verifyLegacyScrypt(password, stored);
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
