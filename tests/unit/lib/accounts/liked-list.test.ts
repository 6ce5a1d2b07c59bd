import { describe, expect, it } from 'vitest';
import { withLike } from '@/lib/accounts/client/liked-list';

describe('liked ids after a like or an unlike (SPEC §4)', () => {
  it('adds a listing once and removes it everywhere, keeping the others in order', () => {
    expect(withLike([3, 1], 2, true)).toEqual([3, 1, 2]);
    expect(withLike([3, 2, 1], 2, true)).toEqual([3, 2, 1]);
    expect(withLike([3, 2, 1, 2], 2, false)).toEqual([3, 1]);
    expect(withLike([], 2, false)).toEqual([]);
  });
});
