import type pg from 'pg';
import * as schema from '@/lib/db/schema';
import { MarketStatus } from '@/lib/domain';
import type { MediaStore } from '@/lib/media-store';
import { bulkInsert } from './bulk-insert';
import { generateLeads, type LeadRow } from './leads-gen';
import { generateListingDocuments, sampleDocumentFiles, writeDocumentFiles, type DocumentFile } from './listing-documents';
import type { ListingEventRow } from './listing-history';
import { generateListingMedia, type DocumentRow, type MediaRow } from './listing-media-gen';
import { generateListing, type ListingRow, type ListingWorld } from './listings-gen';

/** Listings generated and written per round trip group. */
export const LISTING_CHUNK = 5000;

export interface InventoryResult {
  listingsByAccount: Map<number, number>;
  /** A few available listings with galleries, for the demo buyer's favourites. */
  showcaseIds: number[];
  nextDocumentId: number;
  documents: number;
  media: number;
  leads: number;
  events: number;
}

/**
 * Generates and writes listings 1..total with their photos, documents (PDFs into `store`), media
 * links, leads and history events, chunk by chunk.
 */
export async function seedInventory(
  client: pg.ClientBase, world: ListingWorld, total: number, firstDocumentId: number, store: MediaStore, progress: (done: number) => void,
): Promise<InventoryResult> {
  const result: InventoryResult = { listingsByAccount: new Map(), showcaseIds: [], nextDocumentId: firstDocumentId, documents: 0, media: 0, leads: 0, events: 0 };
  if (world.largeRun) await writeDocumentFiles(store, Object.values(sampleDocumentFiles()));
  for (let from = 1; from <= total; from += LISTING_CHUNK) {
    const listings: ListingRow[] = [];
    const documents: DocumentRow[] = [];
    const media: MediaRow[] = [];
    const leads: LeadRow[] = [];
    const events: ListingEventRow[] = [];
    const files: DocumentFile[] = [];
    for (let id = from; id < Math.min(from + LISTING_CHUNK, total + 1); id++) {
      const draft = generateListing(id, world);
      const m = generateListingMedia(world.seed, draft, result.nextDocumentId);
      result.nextDocumentId += m.documents.length;
      const d = generateListingDocuments(world.seed, draft, result.nextDocumentId, world.largeRun);
      result.nextDocumentId += d.documents.length;
      documents.push(...m.documents, ...d.documents);
      media.push(...m.media, ...d.media);
      files.push(...d.files);
      leads.push(...generateLeads(world.seed, draft, world.today));
      events.push(...draft.events);
      listings.push({ ...draft.row, thumbnailDocumentId: m.thumbnailDocumentId });
      result.listingsByAccount.set(draft.row.accountId, (result.listingsByAccount.get(draft.row.accountId) ?? 0) + 1);
      if (result.showcaseIds.length < 6 && draft.row.marketStatus === MarketStatus.AVAILABLE && draft.photoCount > 3) result.showcaseIds.push(id);
    }
    // The files go to the media store while the rows go to the database; both finish before the next chunk.
    await Promise.all([writeDocumentFiles(store, files), (async () => {
      await bulkInsert(client, schema.documents, documents);
      await bulkInsert(client, schema.listings, listings);
      await bulkInsert(client, schema.listingMedia, media);
      await bulkInsert(client, schema.leads, leads);
      await bulkInsert(client, schema.listingEvents, events);
    })()]);
    result.documents += documents.length;
    result.media += media.length;
    result.leads += leads.length;
    result.events += events.length;
    progress(Math.min(total, from + LISTING_CHUNK - 1));
  }
  return result;
}
