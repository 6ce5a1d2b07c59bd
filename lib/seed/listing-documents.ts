import { createHash } from 'node:crypto';
import { ListingTier, UpgradeLevel, PropertyType } from '@/lib/domain';
import { slugify } from '@/lib/geo/slug';
import { stateById } from '@/lib/geo/states';
import type { MediaStore } from '@/lib/media-store';
import { documentKinds, documentPage, documentTitles, type DocumentKind, type DocumentSubject } from './document-pages';
import type { DocumentRow, MediaRow } from './listing-media-gen';
import type { ListingDraft } from './listings-gen';
import { pdfDocument } from './pdf-document';
import { Random, Stream, streamSeed } from './random';

// Listing documents (survey plats, soil reports, brochures): one PDF per document, drawn from the
// listing's own stream (Stream.DOCUMENTS), so adding them moved no other field of the inventory.
// A documents row (application/pdf) holds the file; a listing_media row of kind 'document' links it
// to the listing, its alt_text the document's title.

export const PDF_CONTENT_TYPE = 'application/pdf';
export const DOCUMENT_DIR = 'seed/documents';

export interface DocumentFile {
  storageKey: string;
  bytes: Buffer;
}

export interface ListingDocuments {
  documents: DocumentRow[];
  media: MediaRow[];
  /** Files to write under MEDIA_DIR (none when the listing uses the shared samples). */
  files: DocumentFile[];
}

/**
 * The share of listings with documents: none for free-tier or courtesy listings, about a third of
 * premium, signature and upgraded ones, one in ten standard and homes listings. A large run keeps
 * them for upgraded listings only, as it does galleries.
 */
export function documentShare(tier: number, upgrade: number, largeRun: boolean): number {
  if (tier === ListingTier.FREE || upgrade === UpgradeLevel.COURTESY) return 0;
  if (upgrade >= UpgradeLevel.GOLD) return 0.35;
  if (largeRun) return 0;
  return tier === ListingTier.PREMIUM || tier === ListingTier.SIGNATURE ? 0.35 : 0.1;
}

/** The key names the file's bytes (a hash), so a file on disk is never another seed's or another version's. */
function documentKey(owner: string, kind: DocumentKind, bytes: Buffer): string {
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  return `${DOCUMENT_DIR}/${owner}-${slugify(documentTitles[kind])}-${hash}.pdf`;
}

function pdfFile(owner: string, kind: DocumentKind, random: Random, subject: DocumentSubject, title = documentTitles[kind]): DocumentFile {
  const bytes = pdfDocument(documentPage(kind, random, subject, title), { title: `${title}: ${subject.title}` });
  return { storageKey: documentKey(owner, kind, bytes), bytes };
}

const FARMLAND = PropertyType.FARM | PropertyType.RANCH | PropertyType.TIMBERLAND;

/** One to three distinct kinds in the order the page lists them; soil reports mostly for farms, ranches and timber. */
function drawKinds(random: Random, propertyTypes: number): DocumentKind[] {
  const count = random.weighted([[1, 50], [2, 35], [3, 15]] as const);
  const weight: Readonly<Record<DocumentKind, number>> = { brochure: 5, survey: 4, soil: propertyTypes & FARMLAND ? 4 : 1.5 };
  const kinds: DocumentKind[] = [];
  while (kinds.length < count) kinds.push(random.weighted(documentKinds.filter((k) => !kinds.includes(k)).map((k) => [k, weight[k]] as const)));
  return kinds;
}

const SAMPLE_SUBJECT: DocumentSubject = {
  listingId: null, title: 'Sample parcel', acres: 40, county: null, state: null, stateAbbreviation: 'TX',
  description: 'A sample brochure shared by many listings of a large generated inventory. The listing page names the listing; this page stands in for the broker\u2019s own brochure.',
};
let samples: Readonly<Record<DocumentKind, DocumentFile>> | undefined;

/** Large runs: one shared file per kind, with a generic title, instead of a file per document. */
export function sampleDocumentFiles(): Readonly<Record<DocumentKind, DocumentFile>> {
  samples ??= Object.fromEntries(documentKinds.map((kind) => {
    const title = `Sample ${documentTitles[kind].toLowerCase()}`;
    return [kind, pdfFile('sample', kind, new Random(kind.length), SAMPLE_SUBJECT, title)];
  })) as Record<DocumentKind, DocumentFile>;
  return samples;
}

/** A listing's documents, ids from `firstDocumentId`; nothing for most listings (documentShare). */
export function generateListingDocuments(seed: number, draft: ListingDraft, firstDocumentId: number, largeRun: boolean): ListingDocuments {
  const { row, place } = draft;
  const random = new Random(streamSeed(seed, Stream.DOCUMENTS, row.id));
  const share = documentShare(row.listingLevel, row.upgradeLevelId ?? UpgradeLevel.TIER, largeRun);
  if (share === 0 || !random.chance(share)) return { documents: [], media: [], files: [] };
  const kinds = drawKinds(random, row.propertyTypes ?? 0);
  const state = stateById(place.stateId);
  const subject: DocumentSubject = {
    listingId: row.id, title: row.title, acres: row.acres, county: place.county.fullName, state: state?.name ?? null,
    stateAbbreviation: state?.abbreviation ?? '', description: row.description ?? '',
  };
  const files = largeRun ? kinds.map((k) => sampleDocumentFiles()[k]) : kinds.map((k) => pdfFile(String(row.id), k, random, subject));
  const documents: DocumentRow[] = files.map((f, i) => ({ id: firstDocumentId + i, storageKey: f.storageKey, contentType: PDF_CONTENT_TYPE }));
  const media: MediaRow[] = documents.map((d, i) => ({ listingId: row.id, documentId: d.id, kind: 'document', position: i, altText: documentTitles[kinds[i] ?? 'brochure'] }));
  return { documents, media, files: largeRun ? [] : files };
}

/** Writes the files not in the media store yet (the key names the bytes); the store keeps readers from seeing half a file. */
export async function writeDocumentFiles(store: MediaStore, files: readonly DocumentFile[]): Promise<void> {
  for (let i = 0; i < files.length; i += 32) {
    await Promise.all(files.slice(i, i + 32).map(async ({ storageKey, bytes }) => {
      if (await store.exists(storageKey)) return;
      await store.put(storageKey, bytes, PDF_CONTENT_TYPE);
    }));
  }
}
