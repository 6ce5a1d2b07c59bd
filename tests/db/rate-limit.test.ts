import { afterEach, describe, expect, inject, it } from 'vitest';
import { reloadEnv } from '@/lib/env';
import { consumeLimit, rateLimits, resetLimiters } from '@/lib/rate-limit';
import { useTestDatabase } from './helpers';

const database = useTestDatabase();

afterEach(() => {
  delete process.env.RATE_LIMIT_SCALE;
  reloadEnv();
  resetLimiters();
});

describe(`rate limits stored in ${inject('databaseEngine')}`, () => {
  it('allows the rule\'s points per client and window, then refuses with the time to wait', async () => {
    const { points, seconds } = rateLimits.popularSearch;
    const client = `203.0.113.${Math.floor(Math.random() * 200)}`;
    const decisions = [];
    for (let i = 0; i <= points; i++) decisions.push(await consumeLimit('popularSearch', client));
    expect(decisions.slice(0, points).every((d) => d.allowed)).toBe(true);
    const last = decisions[points];
    expect(last?.allowed).toBe(false);
    expect(last && !last.allowed && last.retryAfterSeconds).toBeGreaterThan(0);
    expect(last && !last.allowed && last.retryAfterSeconds).toBeLessThanOrEqual(seconds);
    // Another client, and the same client under another limit, are counted apart.
    expect((await consumeLimit('popularSearch', `${client}0`)).allowed).toBe(true);
    expect((await consumeLimit('searchUrl', client)).allowed).toBe(true);
    const [row] = await database.sql<{ points: number }>('select points from rate_limits where key = $1', [`popularSearch:${client}`]);
    expect(row?.points).toBe(points + 1);
  });

  it('scales every allowance by RATE_LIMIT_SCALE', async () => {
    process.env.RATE_LIMIT_SCALE = '0.1';
    reloadEnv();
    resetLimiters();
    const scaled = Math.round(rateLimits.popularSearch.points * 0.1);
    const client = `198.51.100.${Math.floor(Math.random() * 200)}`;
    let allowed = 0;
    for (let i = 0; i < scaled + 2; i++) if ((await consumeLimit('popularSearch', client)).allowed) allowed++;
    expect(allowed).toBe(scaled);
  });
});
