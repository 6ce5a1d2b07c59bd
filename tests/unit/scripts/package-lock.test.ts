import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

type LockEntry = { version?: string; optionalDependencies?: Record<string, string> };
const lock = JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../../package-lock.json'), 'utf8')) as {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
};

/** Where Node would look for `name` from the package at `from`: its own node_modules, then each parent's. */
function resolveFrom(from: string, name: string): LockEntry | undefined {
  let base = from;
  for (;;) {
    const entry = lock.packages[`${base ? `${base}/` : ''}node_modules/${name}`];
    if (entry) return entry;
    if (!base) return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut < 0 ? '' : base.slice(0, cut);
  }
}

describe('package-lock.json', () => {
  it('is a version 3 lock', () => {
    expect(lock.lockfileVersion).toBe(3);
  });

  // `npm ci` refuses a lock that omits another platform's optional build (a darwin or win32 binary of
  // next, swc, tailwind's oxide...), which a lock written on one machine with node_modules present can do.
  it('lists every optional platform package, so npm ci accepts it on any operating system', () => {
    const missing: string[] = [];
    const withOptionals = Object.entries(lock.packages).filter(([, entry]) => entry.optionalDependencies);
    expect(withOptionals.length).toBeGreaterThan(10);
    for (const [at, entry] of withOptionals) {
      for (const name of Object.keys(entry.optionalDependencies ?? {})) {
        if (!resolveFrom(at, name)) missing.push(`${name} (optional dependency of ${at || 'the project'})`);
      }
    }
    expect(missing).toEqual([]);
  });
});
