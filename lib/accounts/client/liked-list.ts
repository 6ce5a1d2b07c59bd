/** SPEC §4 Like: the liked ids with `listingId` added (liked) or removed; each id once, the others in order. */
export function withLike(ids: readonly number[], listingId: number, liked: boolean): number[] {
  if (!liked) return ids.filter((id) => id !== listingId);
  return ids.includes(listingId) ? [...ids] : [...ids, listingId];
}
