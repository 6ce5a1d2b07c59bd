import type { DataLayerListing } from '@/lib/analytics';
import type { LevelClass } from '@/lib/domain';
import { unpackPhotoIds } from '@/lib/images';
import type { PlacardCard } from './placard-card';

// Browser-safe: what the placard's client component works out from the compact card (placard-card.ts)
// rather than receive it 24 times in the page's data.

/** The levels whose placard carries a badge naming them (SPEC §4). */
const BADGED: ReadonlySet<LevelClass> = new Set(['signature', 'showcase', 'gold', 'platinum', 'diamond']);

export function hasLevelBadge(level: LevelClass): level is 'signature' | 'showcase' | 'gold' | 'platinum' | 'diamond' {
  return BADGED.has(level);
}

/** The photos' URLs, or none for a listing without photos. */
export function placardPhotoUrls(card: Pick<PlacardCard, 'photos'>): string[] {
  const photos = card.photos;
  return photos ? unpackPhotoIds(photos.ids).map((id) => `${photos.prefix}${id}`) : [];
}

/** The placard's data-layer record (SPEC §7): its id and level with the stored facts. */
export function placardAnalytics({ id, level, facts: [accountId, price, acres, beds, baths] }: Pick<PlacardCard, 'id' | 'level' | 'facts'>): DataLayerListing {
  return { listingId: id, accountId, listingTier: level, price, acres, beds, baths };
}
