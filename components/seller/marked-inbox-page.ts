import type { InboxLead, InboxPage } from '@/lib/seller-leads';

/** What the server did to one lead: read it, handled it (or opened it again), or took a reply. */
export interface LeadChange {
  read?: boolean;
  handled?: boolean;
  replied?: boolean;
}

// The same rules as lib/seller-leads/mark-leads.ts: a first read or handling keeps its time, and
// handling a lead (marking it, or replying) reads it too.
function changedLead(lead: InboxLead, { read, handled, replied }: LeadChange, now: string): InboxLead {
  const handles = handled === true || replied === true;
  return {
    ...lead,
    readAt: read || handles ? (lead.readAt ?? now) : lead.readAt,
    handledAt: handles ? (lead.handledAt ?? now) : handled === false ? null : lead.handledAt,
    repliedAt: replied ? now : lead.repliedAt,
  };
}

/**
 * The inbox page after the server took a change to lead `id`: the lead and the totals as a reload would
 * show them. The lead stays in the list until the next load, so a change can be undone where it was made.
 */
export function markedInboxPage(page: InboxPage, id: number, change: LeadChange, now: string): InboxPage {
  const before = page.leads.find((lead) => lead.id === id);
  if (!before) return page;
  const after = changedLead(before, change, now);
  const wasHandled = before.handledAt !== null;
  const isHandled = after.handledAt !== null;
  const moved = wasHandled === isHandled ? 0 : isHandled ? 1 : -1;
  const { totals } = page;
  return {
    ...page,
    leads: page.leads.map((lead) => (lead.id === id ? after : lead)),
    totals: {
      ...totals,
      unread: totals.unread - (before.readAt === null && after.readAt !== null ? 1 : 0),
      new: totals.new - moved,
      handled: totals.handled + moved,
    },
  };
}
