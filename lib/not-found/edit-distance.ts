// How far apart two slugs are, for "did you mean" on the 404 page (docs/not-found.md).

/**
 * Edits (insert, delete, replace a character, or swap two neighbours) that turn `a` into `b`: the
 * optimal string alignment distance. Past `limit` it stops early and answers `limit + 1`, so ranking
 * a few thousand names of a state costs little more than reading them.
 */
export function editDistance(a: string, b: string, limit = Number.POSITIVE_INFINITY): number {
  if (Math.abs(a.length - b.length) > limit) return limit + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const replace = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      let value = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, replace);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, (before[j - 2] ?? 0) + 1);
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > limit) return limit + 1;
    before = previous;
    previous = current;
  }
  return Math.min(previous[b.length] ?? 0, limit + 1);
}

/**
 * The most edits a name may be away from what was asked and still be offered: one for a short word,
 * two up to eight characters, three beyond. More would offer "Bell" for "Hall".
 */
export function allowedEdits(text: string): number {
  if (text.length <= 4) return 1;
  return text.length <= 8 ? 2 : 3;
}
