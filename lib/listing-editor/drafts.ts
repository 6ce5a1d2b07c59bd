import { and, desc, eq, isNull } from 'drizzle-orm';
import { db } from '@/lib/db/client';
import { listingDrafts } from '@/lib/db/schema';
import { draftListingSchema, listingSteps, type DraftListing, type ListingStep } from './listing-form';
import { editableListing } from './listing-edit';
import type { SellerScope } from './seller-scope';

// Listings being added or changed (docs/seller-workspace.md): a draft belongs to the seller account of
// the user who started it; each step of the form is saved on its own, so the seller can leave and
// resume. A draft of changes starts as the published listing's form and, published, saves it there.

/** Drafts a seller account may keep at once (an abandoned form is one; a feed is not a form). */
export const DRAFTS_PER_ACCOUNT_MAX = 50;

export interface ListingDraft {
  id: number;
  data: DraftListing;
  publishedListingId: number | null;
  /** The published listing these are changes to; null for a new listing. */
  editsListingId: number | null;
  updatedAt: string;
}

/** What is stored, read back through the schema: a stored draft from an older form still opens. */
function draftOf(row: typeof listingDrafts.$inferSelect): ListingDraft {
  const parsed = draftListingSchema.safeParse(row.data);
  return {
    id: row.id, data: parsed.success ? parsed.data : draftListingSchema.parse({}), publishedListingId: row.publishedListingId,
    editsListingId: row.editsListingId, updatedAt: row.updatedAt.toISOString(),
  };
}

const ofScope = (scope: SellerScope, id: number) => and(eq(listingDrafts.id, id), eq(listingDrafts.accountId, scope.accountId));

const openOf = (scope: SellerScope) => and(eq(listingDrafts.accountId, scope.accountId), isNull(listingDrafts.publishedListingId));

export async function createDraft(scope: SellerScope): Promise<ListingDraft | 'too-many'> {
  if ((await db().$count(listingDrafts, openOf(scope))) >= DRAFTS_PER_ACCOUNT_MAX) return 'too-many';
  const [row] = await db().insert(listingDrafts).values({ accountId: scope.accountId, userId: scope.userId, data: draftListingSchema.parse({}) }).returning();
  if (!row) throw new Error('insert returned no draft');
  return draftOf(row);
}

/**
 * The open draft of changes to a published listing of the scope, started from the listing as it is
 * (or the one already open, with the changes saved so far); undefined for another's, no or a deleted
 * listing (answered 404 alike).
 */
export async function createEditDraft(scope: SellerScope, listingId: number): Promise<ListingDraft | 'too-many' | undefined> {
  const listing = await editableListing(scope, listingId);
  if (!listing) return undefined;
  const [open] = await db().select().from(listingDrafts).where(and(openOf(scope), eq(listingDrafts.editsListingId, listingId))).limit(1);
  if (open) return draftOf(open);
  if ((await db().$count(listingDrafts, openOf(scope))) >= DRAFTS_PER_ACCOUNT_MAX) return 'too-many';
  const [row] = await db().insert(listingDrafts).values({ accountId: scope.accountId, userId: scope.userId, data: listing.form, editsListingId: listingId }).returning();
  if (!row) throw new Error('insert returned no draft');
  return draftOf(row);
}

/** Marks a draft of changes published once its listing has them; false when it already was. */
export async function markEditPublished(scope: SellerScope, id: number, listingId: number): Promise<boolean> {
  const rows = await db().update(listingDrafts).set({ publishedListingId: listingId, updatedAt: new Date() })
    .where(and(ofScope(scope, id), isNull(listingDrafts.publishedListingId))).returning({ id: listingDrafts.id });
  return rows.length > 0;
}

/** A draft of the scope's account, undefined for another's or none (answered 404 alike). */
export async function readDraft(scope: SellerScope, id: number): Promise<ListingDraft | undefined> {
  const [row] = await db().select().from(listingDrafts).where(ofScope(scope, id)).limit(1);
  return row && draftOf(row);
}

/** The account's drafts not yet published, the last worked on first. */
export async function openDrafts(scope: SellerScope): Promise<ListingDraft[]> {
  const rows = await db().select().from(listingDrafts)
    .where(openOf(scope))
    .orderBy(desc(listingDrafts.updatedAt)).limit(DRAFTS_PER_ACCOUNT_MAX);
  return rows.map(draftOf);
}

/**
 * Replaces one step of an unpublished draft with values its step schema has parsed. Undefined for
 * another's or no draft; 'published' once it has become a listing (edit the listing instead).
 */
export async function saveDraftStep<S extends ListingStep>(scope: SellerScope, id: number, step: S, values: DraftListing[S]): Promise<ListingDraft | 'published' | undefined> {
  const draft = await readDraft(scope, id);
  if (!draft) return undefined;
  if (draft.publishedListingId !== null) return 'published';
  const data = { ...draft.data, [step]: listingSteps[step].parse(values) };
  const [row] = await db().update(listingDrafts).set({ data, updatedAt: new Date() }).where(and(ofScope(scope, id), isNull(listingDrafts.publishedListingId))).returning();
  return row ? draftOf(row) : 'published';
}

export async function deleteDraft(scope: SellerScope, id: number): Promise<boolean> {
  const rows = await db().delete(listingDrafts).where(and(ofScope(scope, id), isNull(listingDrafts.publishedListingId))).returning({ id: listingDrafts.id });
  return rows.length > 0;
}
