// SQLSTATE class 22 ("data exception") is PostgreSQL saying a value cannot be what the query needs:
// out of range (22003), a bad date (22008), invalid text (22021, 22P02, 22P05). Behind a public page
// that means the request asked for something that cannot exist, not that the site is broken.

const DATA_EXCEPTION = /^22[0-9A-Z]{3}$/;
/** Drizzle wraps a driver error once; a few more levels allow for our own wrappers, and stop cycles. */
const MAX_CAUSE_DEPTH = 8;

function sqlState(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'code' in error ? error.code : undefined;
}

function causeOf(error: unknown): unknown {
  return typeof error === 'object' && error !== null && 'cause' in error ? error.cause : undefined;
}

/** True when the error, or any error on its `cause` chain (Drizzle's "Failed query" wraps pg's), is a data exception. */
export function isInputError(error: unknown): boolean {
  let current = error;
  for (let depth = 0; depth < MAX_CAUSE_DEPTH && current !== undefined && current !== null; depth++) {
    const code = sqlState(current);
    if (typeof code === 'string' && DATA_EXCEPTION.test(code)) return true;
    current = causeOf(current);
  }
  return false;
}
