import { describe, expect, it } from 'vitest';
import { cleanLogText } from '@/lib/logging/log-text';

describe('cleanLogText', () => {
  it('removes control characters, C1 controls and DEL', () => {
    expect(cleanLogText('a\u0000b\u0007c\u001b[31md\u007fe\u0085f\u009fg\rh\u000bi\u000cj', 100)).toBe('abc[31mdefghij');
  });

  it('keeps the newlines and tabs of stack traces', () => {
    const stack = 'Error: boom\n\tat f (x.ts:1:2)\n\tat g (y.ts:3:4)';
    expect(cleanLogText(stack, 100)).toBe(stack);
  });

  it('keeps printable text outside ASCII', () => {
    expect(cleanLogText('Café — 東京 🌾', 100)).toBe('Café — 東京 🌾');
  });

  it('caps the text after removing control characters', () => {
    expect(cleanLogText('\u0000\u0000\u0000abcdef', 4)).toBe('abcd');
    expect(cleanLogText('x'.repeat(50), 10)).toHaveLength(10);
    expect(cleanLogText('short', 10)).toBe('short');
  });
});
