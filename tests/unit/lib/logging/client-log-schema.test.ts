import { describe, expect, it } from 'vitest';
import { clientLogSchema } from '@/lib/logging/client-log-schema';
import { MAX_LOG_MESSAGE } from '@/lib/logging/limits';

describe('client log body (SPEC §7, §8)', () => {
  it('accepts a message, referring URL and a severity 0-8', () => {
    expect(clientLogSchema.parse({ message: ' boom ', referringUrl: '/land/', logSeverity: 8 })).toEqual({
      message: 'boom', referringUrl: '/land/', logSeverity: 8,
    });
  });

  it('defaults the severity to Error and caps long messages instead of refusing them', () => {
    const parsed = clientLogSchema.parse({ message: 'x'.repeat(MAX_LOG_MESSAGE + 50) });
    expect(parsed.logSeverity).toBe(4);
    expect(parsed.message).toHaveLength(MAX_LOG_MESSAGE);
  });

  it.each([
    [{}], [{ message: '' }], [{ message: '   ' }], [{ message: 5 }], [{ message: 'x', logSeverity: 9 }],
    [{ message: 'x', logSeverity: -1 }], [{ message: 'x', logSeverity: 2.5 }], [{ message: 'x', logSeverity: '4' }], [null], [[]],
  ])('refuses %j', (body) => {
    expect(clientLogSchema.safeParse(body).success).toBe(false);
  });
});
