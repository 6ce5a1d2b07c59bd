import { describe, expect, it } from 'vitest';
import { parseCompactNumber } from '@/lib/search/compact-number';

describe('compact amounts (SPEC §9 compact numbers, typed)', () => {
  it.each([
    ['', undefined], ['  ', undefined], ['50k', 50_000], ['50K', 50_000], ['1.5M', 1_500_000], ['1.1m', 1_100_000],
    ['$250,000', 250_000], ['$ 250k', 250_000], ['.5k', 500], ['42', 42], ['-5', -5], ['12.25', 12.25],
  ])('reads %j as %j', (text, value) => {
    expect(parseCompactNumber(text)).toBe(value);
  });

  it.each(['lots', '5 acres', '1e3', '0x10', '1.5B', '--5', '$', 'k'])('does not read %j as a number', (text) => {
    expect(parseCompactNumber(text)).toBeNaN();
  });
});
