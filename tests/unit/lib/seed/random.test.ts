import { describe, expect, it } from 'vitest';
import { Random, streamSeed, WeightedPicker } from '@/lib/seed/random';

const draws = (seed: number, n: number) => {
  const r = new Random(seed);
  return Array.from({ length: n }, () => r.next());
};

describe('seeded random numbers', () => {
  it('repeats the same sequence for the same seed and differs for another', () => {
    expect(draws(42, 50)).toEqual(draws(42, 50));
    expect(draws(42, 50)).not.toEqual(draws(43, 50));
  });

  it('stays within [0, 1) and int() within its bounds', () => {
    const r = new Random(7);
    for (let i = 0; i < 10_000; i++) {
      const x = r.next();
      expect(x >= 0 && x < 1).toBe(true);
      const n = r.int(3, 5);
      expect(n >= 3 && n <= 5).toBe(true);
    }
  });

  it('gives log-normal draws around their median', () => {
    const r = new Random(11);
    const values = Array.from({ length: 20_000 }, () => r.logNormal(80, 1.1)).sort((a, b) => a - b);
    const median = values[values.length / 2] ?? 0;
    expect(median).toBeGreaterThan(70);
    expect(median).toBeLessThan(90);
  });

  it('derives independent streams: every (seed, stream, index) gets its own seed', () => {
    const seeds = new Set<number>();
    for (let i = 0; i < 10_000; i++) seeds.add(streamSeed(20261122, 2, i));
    expect(seeds.size).toBe(10_000);
    expect(streamSeed(1, 2, 3)).toBe(streamSeed(1, 2, 3));
    expect(streamSeed(1, 2, 3)).not.toBe(streamSeed(2, 2, 3));
  });

  it('picks by weight with the weighted picker', () => {
    const picker = new WeightedPicker([['a', 1], ['b', 3], ['none', 0]] as const);
    const r = new Random(5);
    let b = 0;
    for (let i = 0; i < 40_000; i++) {
      const v = picker.pick(r);
      expect(v).not.toBe('none');
      if (v === 'b') b++;
    }
    expect(b / 40_000).toBeGreaterThan(0.73);
    expect(b / 40_000).toBeLessThan(0.77);
  });
});
