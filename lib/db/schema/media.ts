import { bigint, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { listings } from './listings';

/** Stored files served by /resizedimages/.../1-{documentId} (SPEC §9). */
export const documents = pgTable('documents', {
  id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
  /** Path relative to MEDIA_DIR; several documents may share one file. */
  storageKey: text('storage_key').notNull(),
  contentType: text('content_type').notNull(),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const listingMedia = pgTable(
  'listing_media',
  {
    id: bigint('id', { mode: 'number' }).primaryKey().generatedByDefaultAsIdentity(),
    listingId: bigint('listing_id', { mode: 'number' }).notNull().references(() => listings.id, { onDelete: 'cascade' }),
    documentId: bigint('document_id', { mode: 'number' }).references(() => documents.id),
    /** photo | video | tour | map */
    kind: text('kind').notNull(),
    position: smallint('position').notNull(),
    altText: text('alt_text'),
    /** YouTube/Vimeo or tour link for video and tour media. */
    externalUrl: text('external_url'),
  },
  (t) => [index('listing_media_listing').on(t.listingId, t.kind, t.position)],
);
