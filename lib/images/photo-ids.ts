// Browser-safe. A placard's photos travel as document ids in the page's data, 24 placards of up to 12
// each. One listing's photos are uploaded together, so their ids mostly run in order: written as the
// first id and then each one's difference from the id before, a run of twelve is "24949,1,1,1,..."
// instead of twelve five-digit numbers (docs/performance.md).

/** The ids as the first id and then the step from each id to the next (any step, negative too). */
export function packPhotoIds(ids: readonly number[]): number[] {
  return ids.map((id, i) => (i === 0 ? id : id - (ids[i - 1] as number)));
}

/** The ids `packPhotoIds` was given. */
export function unpackPhotoIds(packed: readonly number[]): number[] {
  const ids: number[] = [];
  for (const step of packed) ids.push(ids.length === 0 ? step : (ids[ids.length - 1] as number) + step);
  return ids;
}
