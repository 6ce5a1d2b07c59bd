import { hash, verify } from '@node-rs/argon2';

// Passwords are stored as argon2id (OWASP's first choice): 19 MiB of memory, 2 passes, 1 lane, the
// parameters written into the hash itself so they can be raised later without breaking old hashes.

// The library's default algorithm is argon2id (a test holds it).
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** True when `password` matches `stored`; a malformed or foreign hash is a mismatch, never an error. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  if (!stored.startsWith('$argon2')) return false;
  try {
    return await verify(stored, password);
  } catch {
    return false;
  }
}
