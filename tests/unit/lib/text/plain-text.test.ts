import { describe, expect, it } from 'vitest';
import { CONTROL_CHARACTERS_MESSAGE, hasControlCharacters, plainText } from '@/lib/text/plain-text';

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String.fromCharCode(from + i));
const controlCharacters = [...range(0x00, 0x1f), ...range(0x7f, 0x9f)];

describe('plainText', () => {
  const schema = plainText(10);

  it.each(controlCharacters.map((c) => [`U+${c.charCodeAt(0).toString(16).padStart(4, '0')}`, c]))('refuses %s anywhere in the text', (_name, c) => {
    for (const text of [c, `a${c}`, `${c}a`, `a${c}b`]) {
      expect(schema.safeParse(text).error?.issues.map((i) => i.message)).toContain(CONTROL_CHARACTERS_MESSAGE);
    }
  });

  it('accepts the characters next to the control ranges, format characters and astral text', () => {
    for (const text of [' x', '~', '\u00a0x', '\u00ff', 'a\u200bb', '\u202eab', '😀', 'Ñandú']) expect(schema.safeParse(text).success).toBe(true);
  });

  it('names the value in its messages when asked', () => {
    expect(plainText(3, 'q').safeParse('a\u0000').error?.issues[0]?.message).toBe('q must not contain control characters');
    expect(plainText(3, 'q').safeParse('abcd').error?.issues[0]?.message).toBe('q must be at most 3 characters');
  });

  it('trims, then counts the length', () => {
    expect(schema.parse(`  ${'a'.repeat(10)}  `)).toBe('a'.repeat(10));
    expect(schema.safeParse('a'.repeat(11)).success).toBe(false);
  });

  it('turns a lone surrogate into U+FFFD and keeps pairs', () => {
    expect(schema.parse('a\ud800b')).toBe('a\ufffdb');
    expect(schema.parse('\udc00')).toBe('\ufffd');
    expect(schema.parse('😀')).toBe('😀');
  });

  it('tells whether a text has control characters', () => {
    expect(controlCharacters.every(hasControlCharacters)).toBe(true);
    expect(hasControlCharacters('Llano County, TX')).toBe(false);
  });
});
