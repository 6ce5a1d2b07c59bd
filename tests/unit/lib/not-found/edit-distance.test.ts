import { describe, expect, it } from 'vitest';
import { allowedEdits, editDistance } from '@/lib/not-found/edit-distance';

describe('editDistance', () => {
  it('counts inserts, deletes, replacements and swaps of neighbours as one edit each', () => {
    expect(editDistance('llano', 'llano')).toBe(0);
    expect(editDistance('llanoo', 'llano')).toBe(1);
    expect(editDistance('lano', 'llano')).toBe(1);
    expect(editDistance('llama', 'llano')).toBe(2);
    expect(editDistance('texsa', 'texas')).toBe(1);
    expect(editDistance('', 'ohio')).toBe(4);
    expect(editDistance('kitten', 'sitting')).toBe(3);
  });

  it('is the same both ways', () => {
    for (const [a, b] of [['travs-county', 'travis-county'], ['ab', 'ba'], ['burnet', 'bernet']] as const) {
      expect(editDistance(a, b)).toBe(editDistance(b, a));
    }
  });

  it('stops past its limit and answers limit + 1', () => {
    expect(editDistance('llano', 'houston', 2)).toBe(3);
    expect(editDistance('a', 'abcdefgh', 3)).toBe(4);
    expect(editDistance('llanoo', 'llano', 2)).toBe(1);
    // Within the limit, the exact count.
    expect(editDistance('kitten', 'sitting', 3)).toBe(3);
  });
});

describe('allowedEdits', () => {
  it('allows one edit in a short word, two up to eight characters, three beyond', () => {
    expect([allowedEdits('tx'), allowedEdits('bell'), allowedEdits('llanoo'), allowedEdits('williamson')]).toEqual([1, 1, 2, 3]);
  });
});
