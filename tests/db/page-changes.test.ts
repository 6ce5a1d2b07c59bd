import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { PAGE_CHANGES_CHANNEL, readPageChange } from '@/lib/page-changes/channel';
import { instanceId } from '@/lib/page-changes/instance';
import { listenForPageChanges, type PageChangeListener } from '@/lib/page-changes/listener';
import { useTestDatabase } from './helpers';
import { call, newDraft, newSeller, params, published, saveStep } from './seller-workspace';

// A seller's change is announced to every app instance on PostgreSQL's page-changes channel
// (lib/page-changes): what a write sends, what does not count as a change, and what the listener
// of each instance does with what it hears. The two real servers are in tests/servers/page-changes.test.ts.

useTestDatabase();
const price = await import('@/app/api/seller/listings/[id]/price/route');
const heard: { from: string }[] = [];
let listener: pg.Client;

beforeAll(async () => {
  listener = new pg.Client({ connectionString: inject('databaseUrl') });
  await listener.connect();
  listener.on('notification', (message) => {
    const change = message.channel === PAGE_CHANGES_CHANNEL ? readPageChange(message.payload) : null;
    if (change) heard.push(change);
  });
  await listener.query(`LISTEN ${PAGE_CHANGES_CHANNEL}`);
});
afterAll(() => listener.end());

const wait = { timeout: 10_000, interval: 50 } as const;

// The embedded server (PGlite) runs every connection in one session and hands a notification only to
// the connection that sent it: it serves one app instance, and several instances need PostgreSQL
// (docs/page-freshness.md). So the channel is tested on PostgreSQL.
describe.skipIf(inject('databaseEngine') === 'pglite')(`page changes on ${inject('databaseEngine')}`, () => {
  it("announces a seller's price change to the other instances, naming this one", async () => {
    const { cookie } = await newSeller();
    const id = await published(cookie);
    heard.length = 0;
    const answer = await price.POST(call(cookie, `/api/seller/listings/${id}/price`, 'POST', { asking: 'price', price: 123_000 }), params({ id }));
    expect(answer.status).toBe(200);
    await vi.waitFor(() => expect(heard).toContainEqual({ from: instanceId() }), wait);
  });

  it('announces nothing for a refused write or a draft being saved', async () => {
    const { cookie } = await newSeller();
    const other = await newSeller();
    const id = await published(cookie);
    const draft = await newDraft(cookie);
    heard.length = 0;
    expect((await price.POST(call(other.cookie, `/api/seller/listings/${id}/price`, 'POST', { asking: 'contact' }), params({ id }))).status).toBe(404);
    expect((await saveStep(cookie, draft, 'price', { asking: 'contact' })).status).toBe(200);
    // A later announcement proves the channel delivered everything sent before it.
    await listener.query('select pg_notify($1, $2)', [PAGE_CHANGES_CHANNEL, JSON.stringify({ from: 'marker' })]);
    await vi.waitFor(() => expect(heard).toContainEqual({ from: 'marker' }), wait);
    expect(heard).toEqual([{ from: 'marker' }]);
  });

  describe('an instance listening', () => {
    let instance: PageChangeListener;
    const changes: number[] = [];
    beforeAll(() => {
      instance = listenForPageChanges({ connectionString: inject('databaseUrl'), onChange: async () => void changes.push(Date.now()), log: () => {}, coalesceMs: 100 });
    });
    afterAll(() => instance.stop());

    it("acts once on a burst of other instances' changes, never on its own or on foreign payloads", async () => {
      await vi.waitFor(async () => {
        await listener.query('select pg_notify($1, $2)', [PAGE_CHANGES_CHANNEL, JSON.stringify({ from: 'warm-up' })]);
        expect(changes.length).toBeGreaterThan(0);
      }, wait);
      await new Promise((resolve) => setTimeout(resolve, 300));
      changes.length = 0;
      for (const from of ['other-1', 'other-2', 'other-1']) await listener.query('select pg_notify($1, $2)', [PAGE_CHANGES_CHANNEL, JSON.stringify({ from })]);
      await vi.waitFor(() => expect(changes).toHaveLength(1), wait);
      for (const payload of [JSON.stringify({ from: instanceId() }), 'not json', JSON.stringify({ from: 'x', extra: 1 }), '']) {
        await listener.query('select pg_notify($1, $2)', [PAGE_CHANGES_CHANNEL, payload]);
      }
      await new Promise((resolve) => setTimeout(resolve, 400));
      expect(changes).toHaveLength(1);
    });
  });
});
