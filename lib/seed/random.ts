/** Deterministic PRNG (mulberry32): the same seed gives the same inventory on every machine. */
export class Random {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    const item = items[Math.floor(this.next() * items.length)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /**
   * Picks leaning toward the front of the list: `skew` 1 is uniform, above 1 favours the first
   * items (the first of n is drawn with probability n^(-1/skew)). Word lists put common words first.
   */
  pickSkewed<T>(items: readonly T[], skew: number): T {
    const item = items[Math.floor(items.length * this.next() ** skew)];
    if (item === undefined) throw new Error('pick from an empty list');
    return item;
  }

  /** Picks by weight: [[value, weight], ...]. For long lists use WeightedPicker. */
  weighted<T>(entries: ReadonlyArray<readonly [T, number]>): T {
    const total = entries.reduce((sum, [, w]) => sum + w, 0);
    let roll = this.next() * total;
    for (const [value, weight] of entries) {
      roll -= weight;
      if (roll < 0) return value;
    }
    const last = entries[entries.length - 1];
    if (!last) throw new Error('weighted pick from an empty list');
    return last[0];
  }

  /** Standard normal (Box-Muller). */
  normal(): number {
    const u = Math.max(this.next(), 1e-12);
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * this.next());
  }

  /** Log-normal around a median: acres and prices have long right tails. */
  logNormal(median: number, sigma: number): number {
    return median * Math.exp(sigma * this.normal());
  }
}

/**
 * The seed of one independent stream (accounts, listing n, ...), so listing n is drawn the same
 * whatever was drawn before it. A 32-bit mix (murmur3 finaliser) of the run seed, stream and index.
 */
export function streamSeed(seed: number, stream: number, index = 0): number {
  let h = (seed ^ Math.imul(stream, 0x9e3779b1) ^ Math.imul(index, 0x85ebca77)) >>> 0;
  h = Math.imul(h ^ (h >>> 16), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return (h ^ (h >>> 16)) >>> 0;
}

/** Named streams of one seed run. */
export const Stream = { ACCOUNTS: 1, LISTINGS: 2, USERS: 3, MEDIA: 4, LEADS: 5, LISTING_TEXT: 6, LISTING_HISTORY: 7, DOCUMENTS: 8, BROKER_SHOWCASE: 9 } as const;

/** Weighted choice among many items in O(log n): cumulative weights and a binary search. */
export class WeightedPicker<T> {
  private readonly items: T[] = [];
  private readonly cumulative: number[] = [];
  private total = 0;

  constructor(entries: Iterable<readonly [T, number]>) {
    for (const [item, weight] of entries) {
      if (!(weight > 0)) continue;
      this.total += weight;
      this.items.push(item);
      this.cumulative.push(this.total);
    }
  }

  get size(): number {
    return this.items.length;
  }

  pick(random: Random): T {
    if (this.items.length === 0) throw new Error('pick from an empty WeightedPicker');
    const roll = random.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] ?? 0) > roll) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}
