import { RateLimiterMemory, RateLimiterPostgres, RateLimiterRes } from 'rate-limiter-flexible';
import { dbPool } from '@/lib/db/client';
import { env } from '@/lib/env';
import { rateLimits, type LimitName } from './limits';

// One primitive, stored in PostgreSQL (table rate_limits), so a limit holds across every app instance.
// rate-limiter-flexible does the atomic upsert; expired rows are removed by the maintenance job, never by
// a timer in the web process. If the database cannot answer, an in-memory limiter of the same rule
// stands in for this instance (its "insurance"), so an outage neither opens nor closes the gate.

export type LimitDecision = { allowed: true; remaining: number } | { allowed: false; retryAfterSeconds: number };

const limiters = new Map<string, RateLimiterPostgres>();

function limiterFor(name: string, points: number, seconds: number): RateLimiterPostgres {
  const key = `${name}:${points}:${seconds}`;
  let found = limiters.get(key);
  if (!found) {
    found = new RateLimiterPostgres({
      storeClient: dbPool(),
      storeType: 'pool',
      tableName: 'rate_limits',
      tableCreated: true,
      clearExpiredByTimeout: false,
      keyPrefix: name,
      points,
      duration: seconds,
      insuranceLimiter: new RateLimiterMemory({ keyPrefix: name, points, duration: seconds }),
    });
    limiters.set(key, found);
  }
  return found;
}

const limiter = (name: LimitName) => limiterFor(name, limitPoints(name), rateLimits[name].seconds);

async function consumeFrom(found: RateLimiterPostgres, key: string): Promise<LimitDecision> {
  try {
    const result = await found.consume(key.slice(0, 200));
    return { allowed: true, remaining: result.remainingPoints };
  } catch (rejection) {
    if (rejection instanceof RateLimiterRes) return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(rejection.msBeforeNext / 1000)) };
    throw rejection;
  }
}

/**
 * Takes one point of a limit whose allowance comes from configuration rather than the table (the
 * hourly cap on lead mail, MAIL_LEADS_PER_HOUR): one key for everyone.
 */
export function consumeConfiguredLimit(name: string, points: number, seconds: number): Promise<LimitDecision> {
  return consumeFrom(limiterFor(name, points, seconds), 'all');
}

/** Takes one point of `name` for `key` (a client address, an email hash, or a fixed key for global limits). */
export function consumeLimit(name: LimitName, key: string): Promise<LimitDecision> {
  return consumeFrom(limiter(name), key);
}

export interface LimitUse {
  /** Points the key has used in the current window. */
  used: number;
  /** Seconds until the window ends (0 when nothing is used). */
  resetSeconds: number;
}

/** How much of `name` the key has used, without taking a point. */
export async function limitUse(name: LimitName, key: string): Promise<LimitUse> {
  const result = await limiter(name).get(key.slice(0, 200));
  return { used: result?.consumedPoints ?? 0, resetSeconds: result ? Math.max(1, Math.ceil(result.msBeforeNext / 1000)) : 0 };
}

/** The allowance of `name` after RATE_LIMIT_SCALE. */
export function limitPoints(name: LimitName): number {
  return Math.max(1, Math.round(rateLimits[name].points * env().RATE_LIMIT_SCALE));
}

/** Forgets the limiters (tests that switch databases or RATE_LIMIT_SCALE). */
export function resetLimiters(): void {
  limiters.clear();
}
