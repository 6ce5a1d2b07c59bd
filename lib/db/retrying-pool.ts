import pg from 'pg';

/** Errors that mean the connection went away, not that the statement was wrong. */
export function isDroppedConnection(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  return (
    /Connection terminated|connection closed|Client has encountered a connection error/i.test(error.message) ||
    code === 'ECONNRESET' || code === 'EPIPE' || code === '57P01' || code === '08006' || code === '08003'
  );
}

/** A statement that only reads: safe to send again when its connection dropped before the answer. */
export function isReadOnlyStatement(text: string): boolean {
  const sql = text.trimStart().toLowerCase();
  return (sql.startsWith('select') || sql.startsWith('with')) && !/\b(insert|update|delete|merge)\b/.test(sql) && !/\bfor\s+update\b/.test(sql);
}

function statementText(config: unknown): string | null {
  if (typeof config === 'string') return config;
  if (config && typeof config === 'object' && 'text' in config && typeof config.text === 'string') return config.text;
  return null;
}

/**
 * pg.Pool whose pooled queries retry a read once on a dropped connection (a restarted database, an idle
 * connection the server closed). Writes are never resent: one may have been applied before the drop.
 */
export class RetryingPool extends pg.Pool {
  // pg's overloads (callback and promise forms) cannot be re-declared one by one; Drizzle uses the
  // promise form with a config object, which is the only form retried.
  override query: pg.Pool['query'] = ((...args: Parameters<pg.Pool['query']>) => {
    const first = (super.query as (...a: unknown[]) => unknown)(...args);
    const text = statementText(args[0]);
    if (!(first instanceof Promise) || text === null || !isReadOnlyStatement(text)) return first;
    return first.catch((error: unknown) => {
      if (!isDroppedConnection(error)) throw error;
      return (super.query as (...a: unknown[]) => Promise<unknown>)(...args);
    });
  }) as pg.Pool['query'];
}
