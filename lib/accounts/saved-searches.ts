import { and, desc, eq } from 'drizzle-orm';
import type { SiteBrand } from '@/lib/brand';
import { db } from '@/lib/db/client';
import { savedSearches } from '@/lib/db/schema';
import { readSearchUrl } from '@/lib/search/criteria-from-url';
import { searchName } from '@/lib/search/search-name';
import type { NotifyFrequency } from './notify';

// SPEC §3 saved searches of one user on one brand. The criteria are read again from the search URL on
// the server (never taken from the browser as they are); every query names the session's user, so
// another user's id is simply not found (404, never 403: ids reveal nothing).

export interface SavedSearchView {
  id: number;
  name: string;
  /** SPEC §5 search name of the criteria ("Travis County, TX + 2 more"). */
  description: string;
  notify: NotifyFrequency;
  path: string;
  active: boolean;
  createdAt: string;
}

type Row = typeof savedSearches.$inferSelect;

const view = (row: Row): SavedSearchView => ({
  id: row.id, name: row.name, description: row.description ?? '', notify: row.notify as NotifyFrequency, path: row.path, active: row.active, createdAt: row.createdAt.toISOString(),
});

/** Past this many searches a user is asked to delete one first (a list anyone can scan). */
export const MAX_SAVED_SEARCHES = 100;

export async function listSavedSearches(userId: number, brand: SiteBrand): Promise<SavedSearchView[]> {
  const rows = await db().select().from(savedSearches)
    .where(and(eq(savedSearches.userId, userId), eq(savedSearches.siteId, brand.siteId)))
    .orderBy(desc(savedSearches.createdAt), desc(savedSearches.id));
  return rows.map(view);
}

async function readCriteria(brand: SiteBrand, url: string) {
  const reading = await readSearchUrl(brand.urlDialect, url);
  if (!reading.ok) return null;
  const parsed = new URL(url, 'http://search.invalid');
  return { criteria: reading.criteria, path: `${parsed.pathname}${parsed.search}`, description: searchName(reading.criteria) };
}

export type SavedSearchWrite = { ok: true; search: SavedSearchView } | { ok: false; reason: 'not-a-search' | 'not-found' | 'too-many' };

export async function createSavedSearch(userId: number, brand: SiteBrand, input: { name: string; notify: NotifyFrequency; url: string }): Promise<SavedSearchWrite> {
  const read = await readCriteria(brand, input.url);
  if (!read) return { ok: false, reason: 'not-a-search' };
  const existing = await listSavedSearches(userId, brand);
  if (existing.length >= MAX_SAVED_SEARCHES) return { ok: false, reason: 'too-many' };
  const [row] = await db().insert(savedSearches).values({
    userId, siteId: brand.siteId, name: input.name, description: read.description, notify: input.notify, criteria: read.criteria, path: read.path,
  }).returning();
  return row ? { ok: true, search: view(row) } : { ok: false, reason: 'not-found' };
}

export async function updateSavedSearch(userId: number, brand: SiteBrand, id: number, input: { name?: string; notify?: NotifyFrequency; url?: string }): Promise<SavedSearchWrite> {
  const changes: Partial<typeof savedSearches.$inferInsert> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.notify !== undefined) changes.notify = input.notify;
  if (input.url !== undefined) {
    const read = await readCriteria(brand, input.url);
    if (!read) return { ok: false, reason: 'not-a-search' };
    Object.assign(changes, { criteria: read.criteria, path: read.path, description: read.description, alertedThrough: new Date() });
  }
  const [row] = await db().update(savedSearches).set(changes)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId), eq(savedSearches.siteId, brand.siteId)))
    .returning();
  return row ? { ok: true, search: view(row) } : { ok: false, reason: 'not-found' };
}

/** True when the user had that search. */
export async function deleteSavedSearch(userId: number, brand: SiteBrand, id: number): Promise<boolean> {
  const rows = await db().delete(savedSearches)
    .where(and(eq(savedSearches.id, id), eq(savedSearches.userId, userId), eq(savedSearches.siteId, brand.siteId)))
    .returning({ id: savedSearches.id });
  return rows.length > 0;
}
