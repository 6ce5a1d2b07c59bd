import { beforeEach, describe, expect, it, vi } from 'vitest';
import { siteBrand } from '@/lib/brand/registry';

const inserted = vi.hoisted(() => ({ rows: [] as unknown[], fail: false }));

vi.mock('@/lib/db/client', () => ({
  db: () => ({
    insert: () => ({
      values: async (row: unknown) => {
        if (inserted.fail) throw new Error('database down');
        inserted.rows.push(row);
      },
    }),
  }),
}));
vi.mock('@/lib/brand/current-brand', () => ({ currentBrand: async () => siteBrand('rec') }));

const { POST } = await import('@/app/api/logging/log/route');

const post = (body: string, contentType = 'application/json') =>
  POST(new Request('http://rec.localhost/api/logging/log', { method: 'POST', body, headers: { 'content-type': contentType, 'x-forwarded-for': '203.0.113.9, 10.0.0.1' } }));

beforeEach(() => {
  inserted.rows = [];
  inserted.fail = false;
});

describe('POST /api/logging/log', () => {
  it('stores a valid report in the logs table and answers 204', async () => {
    const response = await post(JSON.stringify({ message: 'boom', referringUrl: '/land', logSeverity: 6 }));
    expect(response.status).toBe(204);
    expect(inserted.rows).toEqual([
      { logType: 'client', severity: 6, message: 'boom', referringUrl: '/land', siteId: 3, ipAddress: '203.0.113.9' },
    ]);
  });

  it.each(['not json', '{"message":""}', '{"message":"x","logSeverity":12}', '[]', 'null'])('answers 400 to %s', async (body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(inserted.rows).toEqual([]);
  });

  it('refuses oversized and non-JSON bodies with a 4xx', async () => {
    expect((await post(JSON.stringify({ message: 'x'.repeat(40_000) }))).status).toBe(413);
    expect((await post('message=x', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  it('answers 503, not 500, when the database cannot take the report', async () => {
    inserted.fail = true;
    const spy = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect((await post(JSON.stringify({ message: 'boom' }))).status).toBe(503);
    spy.mockRestore();
  });
});
