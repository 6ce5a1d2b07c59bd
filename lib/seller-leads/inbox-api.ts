import { z } from 'zod';
import { postForm } from '@/lib/leads';
import { getData } from '@/lib/listing-editor';
import { leadDetailFields, type InboxPage } from './inbox-lead';
import type { InboxQuery, LeadFilters } from './inbox-query';
import type { LeadMarks } from './lead-marks';

// The leads inbox from the browser (routes under /api/seller/leads): each answer read through a schema
// typed as the server's shape, so a server change that the inbox cannot hold fails to compile.

const iso = z.string().min(1);

const inboxLeadSchema = z.object({
  id: z.number(),
  createdAt: iso,
  readAt: iso.nullable(),
  handledAt: iso.nullable(),
  repliedAt: iso.nullable(),
  listing: z.object({ id: z.number(), title: z.string(), marketStatus: z.number(), statusLabel: z.string() }).nullable(),
  account: z.object({ id: z.number(), name: z.string() }),
  sender: z.object({ name: z.string(), email: z.string(), phone: z.string().nullable() }),
  message: z.string(),
  wantsFinancing: z.boolean(),
  source: z.object({ value: z.string(), label: z.string() }),
  details: z.array(z.object({ field: z.enum(leadDetailFields), label: z.string(), value: z.string() })),
});

const count = z.number().int().nonnegative();

export const inboxPageSchema: z.ZodType<InboxPage> = z.object({
  leads: z.array(inboxLeadSchema),
  page: z.number().int().positive(),
  pageSize: z.number().int().positive(),
  pages: z.number().int().positive(),
  totals: z.object({ all: count, new: count, handled: count, unread: count }),
});

const unreadSchema = z.object({ unread: count });

export const leadsPaths = {
  inbox: '/api/seller/leads',
  badge: '/api/seller/leads/badge',
  mark: '/api/seller/leads/mark',
  export: '/api/seller/leads/export',
  reply: (id: number) => `/api/seller/leads/${id}/reply`,
} as const;

/** The filters as the query string the list and the export take (`status=all` is their default, so left out). */
function filterSearch({ listingId, status }: LeadFilters): URLSearchParams {
  const search = new URLSearchParams();
  if (listingId !== undefined) search.set('listingId', String(listingId));
  if (status !== 'all') search.set('status', status);
  return search;
}

const withSearch = (path: string, search: URLSearchParams) => (search.size > 0 ? `${path}?${search}` : path);

/** GET /api/seller/leads for one page of the inbox. */
export function inboxPageHref(query: InboxQuery): string {
  const search = filterSearch(query);
  if (query.page > 1) search.set('page', String(query.page));
  return withSearch(leadsPaths.inbox, search);
}

/** The CSV download of every lead the filters match (the export pages by itself). */
export const leadsExportHref = (filters: LeadFilters): string => withSearch(leadsPaths.export, filterSearch(filters));

/**
 * A lead's listing page. The browser does not know the brand's URL dialect, and every dialect reads
 * `/property/{id}/` as the listing-by-id route, which answers with a redirect to the listing's
 * canonical page (tests/unit/lib/seller-leads/inbox-api.test.ts).
 */
export const leadListingHref = (listingId: number): string => `/property/${listingId}/`;

export const fetchInboxPage = (query: InboxQuery) => getData(inboxPageHref(query), inboxPageSchema);

/** The unread count of the tab bar's badge; null when it cannot be read. */
export async function fetchUnreadLeadCount(): Promise<number | null> {
  return (await getData(leadsPaths.badge, unreadSchema))?.unread ?? null;
}

const markAnswerSchema = z.object({ updated: z.array(z.number()), notFound: z.array(z.number()) });

/** Marks leads read or handled (POST /api/seller/leads/mark): the ids the server marked, or null when it refused. */
export async function sendLeadMarks(marks: LeadMarks): Promise<number[] | null> {
  const result = await postForm(leadsPaths.mark, marks);
  if (!result.ok) return null;
  const answer = markAnswerSchema.safeParse(result.data);
  return answer.success ? answer.data.updated : null;
}

/** What a reply the server took answers (201). */
export const replyAnswerSchema = z.object({ replyId: z.number() });

/** The window event the inbox dispatches after it changed which leads are unread; the badge reads its count again. */
export const LEADS_CHANGED_EVENT = 'seller-leads:changed';

export function announceLeadsChanged(): void {
  window.dispatchEvent(new CustomEvent(LEADS_CHANGED_EVENT));
}
