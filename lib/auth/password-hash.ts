import os from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { ResizeQueue } from '@/lib/images/server';

// Passwords are stored as argon2id (OWASP's first choice): 19 MiB of memory, 2 passes, 1 lane, the
// parameters written into the hash itself so they can be raised later without breaking old hashes.
// Each hash or check takes tens of milliseconds of a core, so they take turns: at most one fewer than
// the cores run at once (a login flood leaves a core to the pages), 64 may wait, and any more are
// refused with QueueFullError, which the API answers with 503 and Retry-After.

// The library's default algorithm is argon2id (a test holds it).
const argon2Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export interface PasswordWork {
  hash(password: string): Promise<string>;
  verify(stored: string, password: string): Promise<boolean>;
}

export interface PasswordHasher {
  hashPassword(password: string): Promise<string>;
  verifyPassword(password: string, stored: string): Promise<boolean>;
  readonly queue: ResizeQueue;
}

export function passwordHasher(
  work: PasswordWork = { hash: (password) => hash(password, argon2Options), verify: (stored, password) => verify(stored, password) },
  options = { concurrency: Math.max(1, os.availableParallelism() - 1), maxWaiting: 64 },
): PasswordHasher {
  const queue = new ResizeQueue(options);
  return {
    queue,
    hashPassword: (password) => queue.run(() => work.hash(password)),
    /** True when `password` matches `stored`; a malformed or foreign hash is a mismatch, never an error. */
    async verifyPassword(password, stored) {
      if (!stored.startsWith('$argon2')) return false;
      return queue.run(async () => {
        try {
          return await work.verify(stored, password);
        } catch {
          return false;
        }
      });
    },
  };
}

const shared = passwordHasher();
export const hashPassword = shared.hashPassword;
export const verifyPassword = shared.verifyPassword;
