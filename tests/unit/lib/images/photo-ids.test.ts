import { describe, expect, it } from 'vitest';
import { packPhotoIds, unpackPhotoIds } from '@/lib/images';

describe('packPhotoIds / unpackPhotoIds', () => {
  it('writes a run of ids as the first id and steps of one', () => {
    expect(packPhotoIds([24949, 24950, 24951, 24952])).toEqual([24949, 1, 1, 1]);
    expect(unpackPhotoIds([24949, 1, 1, 1])).toEqual([24949, 24950, 24951, 24952]);
  });

  it.each([
    [[]],
    [[7]],
    [[300, 12, 299, 5000, 5001]],
    [[10, 9, 8, 100000]],
  ])('gives back any order of ids it packed: %o', (ids) => {
    expect(unpackPhotoIds(packPhotoIds(ids))).toEqual(ids);
  });
});
