import { isDroppedConnection } from './retrying-pool';

// The database cannot be reached at all, or dropped the connection: the request did nothing wrong and
// may succeed in a moment, so the answer is 503 with Retry-After, never 500. Looked for along the cause
// chain (Drizzle wraps the driver's error) and inside AggregateErrors (a connect that tried ::1 and
// 127.0.0.1 and was refused twice).

const UNREACHABLE = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', '57P03', '53300']);
const MAX_DEPTH = 8;

function codeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > MAX_DEPTH || error === null || error === undefined) return false;
  if (isDroppedConnection(error)) return true;
  const code = codeOf(error);
  if (typeof code === 'string' && UNREACHABLE.has(code)) return true;
  if (error instanceof AggregateError && error.errors.some((inner) => isDatabaseUnavailable(inner, depth + 1))) return true;
  const cause = typeof error === 'object' && 'cause' in error ? error.cause : undefined;
  return isDatabaseUnavailable(cause, depth + 1);
}
