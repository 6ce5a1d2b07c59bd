import { afterAll, describe, expect, inject, it, vi } from 'vitest';
import { db } from '@/lib/db/client';
import { MAINTENANCE_CRON, MAINTENANCE_QUEUE, startWorker, type Worker } from '@/lib/jobs/worker';
import { runMaintenance } from '@/lib/jobs/maintenance';
import { useTestDatabase, workerWait } from './helpers';
import { call, newSeller, params, published } from './seller-workspace';
import * as listingRoute from '@/app/api/seller/listings/[id]/route';

const database = useTestDatabase();
const DAY = 86_400_000;
const now = new Date('2026-11-20T12:00:00Z');

async function logCount(message: string): Promise<number> {
  const [row] = await database.sql<{ n: number }>('select count(*)::int as n from logs where message = $1', [message]);
  return row?.n ?? -1;
}

describe(`maintenance job on ${inject('databaseEngine')}`, () => {
  let worker: Worker | undefined;
  afterAll(async () => {
    await worker?.stop();
  });

  it('deletes log records past the retention and rate-limit counters expired over an hour ago, nothing newer', async () => {
    const at = (days: number) => new Date(now.getTime() - days * DAY);
    await database.sql(
      "insert into logs (log_type, severity, message, created_at) values ('client', 4, 'old report', $1), ('client', 4, 'old report', $2), ('client', 4, 'recent report', $3)",
      [at(31), at(400), at(29)],
    );
    await database.sql("insert into rate_limits (key, points, expire) values ('logging:gone', 3, $1), ('logging:live', 3, $2), ('logging:recent', 3, $3)", [
      now.getTime() - 2 * 3_600_000, now.getTime() + 60_000, now.getTime() - 60_000,
    ]);
    const result = await runMaintenance(db(), { retentionDays: 30, now });
    expect(result.logsDeleted).toBeGreaterThanOrEqual(2);
    expect(await logCount('old report')).toBe(0);
    expect(await logCount('recent report')).toBe(1);
    const keys = await database.sql<{ key: string }>("select key from rate_limits where key like 'logging:%' order by key");
    expect(keys.map((k) => k.key)).toEqual(['logging:live', 'logging:recent']);
  });

  it('removes listings their seller deleted over 30 days ago, and keeps one deleted since, which can still be restored', async () => {
    const { cookie } = await newSeller();
    const [old, recent] = [await published(cookie), await published(cookie)];
    for (const id of [old, recent]) expect((await listingRoute.DELETE(call(cookie, `/api/seller/listings/${id}`, 'DELETE'), params({ id }))).status).toBe(200);
    await database.sql('update listings set deleted_at = $2 where id = $1', [old, new Date(now.getTime() - 31 * DAY)]);
    await database.sql('update listings set deleted_at = $2 where id = $1', [recent, new Date(now.getTime() - 29 * DAY)]);
    const result = await runMaintenance(db(), { retentionDays: 30, now });
    expect(result.listingsPurged).toBeGreaterThanOrEqual(1);
    const left = await database.sql<{ id: number }>('select id from listings where id = any($1::bigint[]) order by id', [[old, recent]]);
    expect(left.map((row) => Number(row.id))).toEqual([recent]);
  });

  it('runs on the PostgreSQL job queue: the hourly schedule is registered and a queued run is worked off', async () => {
    const messages: string[] = [];
    worker = await startWorker(inject('databaseUrl'), { log: (m) => messages.push(m), pollingIntervalSeconds: 0.5 });
    const schedules = await worker.boss.getSchedules();
    expect(schedules.map((s) => [s.name, s.cron])).toContainEqual([MAINTENANCE_QUEUE, MAINTENANCE_CRON]);
    await worker.boss.send(MAINTENANCE_QUEUE, {});
    await vi.waitFor(() => expect(messages.some((m) => m.startsWith('maintenance:'))).toBe(true), workerWait);
    expect(messages.filter((m) => m.startsWith('maintenance:'))).toHaveLength(1);
  });
});
