import { afterEach, describe, expect, it, vi } from 'vitest';

// The app server (server.ts) and Next's server bundle each load their own copy of lib/db/client.ts:
// both must use the one pool of the process (docs/platform.md "Photos from the app server"). Two fresh
// module instances stand for the two copies; a pool connects on first query only, so none is made here.
async function freshCopy() {
  vi.resetModules();
  return import('@/lib/db/client');
}

afterEach(async () => {
  await (await freshCopy()).closeDb();
});

describe('one database pool per process', () => {
  it('gives every copy of the module the same pool, and a new one to all once one copy closes it', async () => {
    const app = await freshCopy();
    const bundle = await freshCopy();
    const pool = app.dbPool();
    expect(bundle.dbPool()).toBe(pool);
    const database = bundle.db();
    expect(bundle.db()).toBe(database);

    await app.closeDb();
    const next = bundle.dbPool();
    expect(next).not.toBe(pool);
    expect(app.dbPool()).toBe(next);
    // The query builder follows its pool: one built on the closed pool is not handed out again.
    expect(bundle.db()).not.toBe(database);
  });
});
