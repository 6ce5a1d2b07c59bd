import { describe, expect, it } from 'vitest';
import { MAX_KEYWORD_NEGATIONS, websearchText } from '@/lib/search/keyword-query';

describe('websearchText', () => {
  it('leaves ordinary keywords, hyphenated words, negated words and phrases alone', () => {
    for (const text of ['creek', 'live water', 'self-sufficient', 'creek -flood', '-"county road"', 'hunting or fishing', '"deer lease"']) {
      expect(websearchText(text)).toBe(text);
    }
  });

  it('makes a run of dashes one NOT', () => {
    expect(websearchText('creek --flood')).toBe('creek -flood');
  });

  it('turns dashes with nothing to negate into spaces', () => {
    expect(websearchText('- - -a')).toBe('    -a');
    expect(websearchText('-(-(-(')).toBe(' ( ( (');
    expect(websearchText('creek -')).toBe('creek  ');
  });

  it(`keeps at most ${MAX_KEYWORD_NEGATIONS} NOTs`, () => {
    const text = websearchText('-a '.repeat(40));
    expect(text.match(/-/g)).toHaveLength(MAX_KEYWORD_NEGATIONS);
  });
});
