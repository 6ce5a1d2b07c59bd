import type { documents, listingMedia } from '@/lib/db/schema';
import { stateById } from '@/lib/geo/states';
import type { ListingDraft } from './listings-gen';
import { photoKeysFor, photoSize, sceneFor } from './photo-pool';
import { token, videoPageUrl } from './external-links';
import { Random, Stream, streamSeed } from './random';

export type DocumentRow = typeof documents.$inferInsert & { id: number };
export type MediaRow = typeof listingMedia.$inferInsert;

export interface ListingMedia {
  documents: DocumentRow[];
  media: MediaRow[];
  thumbnailDocumentId: number | null;
}

/**
 * A listing's photos (documents rows sharing the pool files through storage_key, plus listing_media
 * rows) and its video and 3D tour links. Document ids continue from `firstDocumentId`.
 */
export function generateListingMedia(seed: number, draft: ListingDraft, firstDocumentId: number): ListingMedia {
  const random = new Random(streamSeed(seed, Stream.MEDIA, draft.row.id));
  const abbreviation = stateById(draft.place.stateId)?.abbreviation ?? '';
  const scene = sceneFor(draft.row.propertyTypes, draft.primaryType, abbreviation);
  const keys = photoKeysFor(random, scene, draft.photoCount);
  const docs: DocumentRow[] = keys.map((storageKey, i) => ({ id: firstDocumentId + i, storageKey, contentType: 'image/jpeg', ...photoSize }));
  const media: MediaRow[] = docs.map((d, i) => ({
    listingId: draft.row.id, documentId: d.id, kind: 'photo', position: i, altText: `${draft.row.title}, photo ${i + 1} of ${docs.length}`,
  }));
  if (draft.row.hasVideo) {
    media.push({ listingId: draft.row.id, kind: 'video', position: 0, externalUrl: videoPageUrl(random), altText: `Video of ${draft.row.title}` });
  }
  if (draft.row.hasVirtualTour) {
    media.push({ listingId: draft.row.id, kind: 'tour', position: 0, externalUrl: `https://my.matterport.com/show/?m=${token(random, 11)}`, altText: `3D tour of ${draft.row.title}` });
  }
  return { documents: docs, media, thumbnailDocumentId: docs[0]?.id ?? null };
}
