// Latency statistics shared by the bench scripts.

/** The p-th percentile (0-100) of ascending `sorted`, as the sample at that rank; NaN when empty. */
export function percentile(sorted: readonly number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** p50, p95 and max of samples in any order. */
export function latencySummary(samples: readonly number[]): { p50: number; p95: number; max: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), max: sorted.at(-1) ?? Number.NaN };
}
