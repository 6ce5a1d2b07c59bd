import { sql } from 'drizzle-orm';
import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings';

/**
 * Stored files: images served by /resizedimages/.../1-{documentId} (SPEC §9), listing documents (PDFs)
 * by /api/documents/{documentId}.
 */
export const documents = pgTable('documents', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  /** Path relative to MEDIA_DIR; several documents may share one file. */
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width'),
  height: integer('height'),
  /** The seller account that uploaded it; null for the seeder's. Only that account may attach it to a listing. */
  accountId: bigint('account_id', { mode: 'number' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const listingMedia = pgTable(
  'listing_media',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull().references(() => listings.id, { onDelete: 'cascade' }),
    documentId: bigint('document_id', { mode: 'number' }).references(() => documents.id),
    /** photo | video | tour | map | document (a PDF: survey plat, soil report, brochure) */
    kind: text('kind').notNull(),
    position: smallint('position').notNull(),
    /** A photo's alt text; a document's title. */
    altText: text('alt_text'),
    /** YouTube/Vimeo or tour link for video and tour media. */
    externalUrl: text('external_url'),
  },
  (t) => [
    index('listing_media_listing').on(t.listingId, t.kind, t.position),
    // GET /api/documents/{id} finds a document's title (and that it is a listing document) by its id.
    index('listing_media_document').on(t.documentId).where(sql`${t.kind} = 'document'`),
  ],
);
