import { DrizzleQueryError } from 'drizzle-orm/errors';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { isInputError } from '@/lib/db/input-error';
import { notFoundOnInputError } from '@/lib/db/on-input-error';

/** An error as pg raises it for a server ErrorResponse. */
function pgError(code: string, message: string): pg.DatabaseError {
  const error = new pg.DatabaseError(message, message.length, 'error');
  error.code = code;
  error.severity = 'ERROR';
  return error;
}

/** The same error as Drizzle hands it on: "Failed query: ..." with the pg error as its cause. */
const failedQuery = (cause: Error) => new DrizzleQueryError('select count(*) from listings where beds >= $1', [40000], cause);

describe('isInputError', () => {
  it.each([
    ['22003', 'value "40000" is out of range for type smallint'],
    ['22008', 'date/time field value out of range: "0000-01-01"'],
    ['22021', 'invalid byte sequence for encoding "UTF8": 0x00'],
    ['22P02', 'invalid input syntax for type json'],
    ['22P05', 'unsupported Unicode escape sequence'],
  ])('recognises SQLSTATE %s, bare and wrapped by Drizzle', (code, message) => {
    expect(isInputError(pgError(code, message))).toBe(true);
    expect(isInputError(failedQuery(pgError(code, message)))).toBe(true);
    expect(isInputError(new Error('render failed', { cause: failedQuery(pgError(code, message)) }))).toBe(true);
  });

  it.each([
    ['23505', 'duplicate key value violates unique constraint'],
    ['42P01', 'relation "listings" does not exist'],
    ['57014', 'canceling statement due to statement timeout'],
    ['08006', 'connection failure'],
    ['53300', 'too many connections'],
  ])('leaves SQLSTATE %s (not a data exception) to the error page', (code, message) => {
    expect(isInputError(failedQuery(pgError(code, message)))).toBe(false);
  });

  it('is false for errors without a SQLSTATE and for things that are not errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    for (const value of [new Error('x'), failedQuery(new Error('x')), refused, failedQuery(refused), null, undefined, '22003', 22003, { code: 22003 }]) {
      expect(isInputError(value)).toBe(false);
    }
  });

  it('stops on a cause chain that loops', () => {
    const a: { cause?: unknown } = {};
    const b = { cause: a };
    a.cause = b;
    expect(isInputError(a)).toBe(false);
  });
});

describe('notFoundOnInputError', () => {
  it('turns a data exception into Next’s not-found signal', async () => {
    const result = notFoundOnInputError(() => Promise.reject(failedQuery(pgError('22003', 'out of range'))));
    await expect(result).rejects.toMatchObject({ digest: expect.stringMatching(/404/) });
  });

  it('passes results through and rethrows every other error unchanged', async () => {
    expect(await notFoundOnInputError(async () => 42)).toBe(42);
    const outage = failedQuery(pgError('08006', 'connection failure'));
    await expect(notFoundOnInputError(() => Promise.reject(outage))).rejects.toBe(outage);
  });
});
