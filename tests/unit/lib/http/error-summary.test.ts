import { describe, expect, it } from 'vitest';
import { errorSummary } from '@/lib/http/error-summary';

/** The shape of a failed query: Drizzle's error naming the bound values, pg's error as its cause. */
function failedInsert(): Error {
  const pg = Object.assign(new Error('duplicate key value violates unique constraint "users_email_unique"'), {
    code: '23505',
    detail: 'Key (email)=(casey@example.com) already exists.',
  });
  const drizzle = new Error('Failed query: insert into "users" ("email", "contact_name") values ($1, $2)\nparams: casey@example.com,Casey Doubleclick', { cause: pg });
  drizzle.name = 'DrizzleQueryError';
  return drizzle;
}

describe('errorSummary', () => {
  it('names the error, its SQLSTATE and where it happened, never the values of the query or the row', () => {
    const text = errorSummary(failedInsert());
    expect(text).toContain('DrizzleQueryError: Failed query: insert into "users"');
    expect(text).toContain('caused by Error [23505]: duplicate key value violates unique constraint "users_email_unique"');
    expect(text).toContain('[values withheld]');
    expect(text).toMatch(/\n\s+at /);
    expect(text).not.toContain('casey@example.com');
    expect(text).not.toContain('Casey Doubleclick');
  });

  it('describes what is not an Error, and stops on a cause cycle', () => {
    expect(errorSummary('plain text')).toBe('plain text');
    expect(errorSummary(42)).toBe('a thrown number');
    const loop = new Error('loop');
    (loop as Error & { cause?: unknown }).cause = loop;
    expect(errorSummary(loop).split('caused by').length).toBeLessThanOrEqual(9);
  });
});
