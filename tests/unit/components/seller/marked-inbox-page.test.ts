import { describe, expect, it } from 'vitest';
import { markedInboxPage } from '@/components/seller/marked-inbox-page';
import type { InboxLead, InboxPage } from '@/lib/seller-leads';

// The inbox page after a change the server took, as lib/seller-leads/mark-leads.ts makes it: first
// times kept, handling (or replying) reads the lead, and the counts follow.

const NOW = '2026-03-05T12:00:00.000Z';
const lead = (id: number, readAt: string | null, handledAt: string | null): InboxLead => ({
  id, createdAt: '2026-03-01T09:00:00.000Z', readAt, handledAt, repliedAt: null, listing: null, account: { id: 1, name: 'A' },
  sender: { name: 'B', email: 'b@example.com', phone: null }, message: 'Hi', wantsFinancing: false, source: { value: 'broker profile', label: 'Broker profile' }, details: [],
});
const page = (...leads: InboxLead[]): InboxPage => ({ leads, page: 1, pageSize: 25, pages: 1, totals: { all: 2, new: 1, handled: 1, unread: 1 } });
const start = page(lead(1, null, null), lead(2, '2026-03-02T00:00:00.000Z', '2026-03-02T00:00:00.000Z'));

describe('markedInboxPage', () => {
  it('reads a lead once and counts it', () => {
    const read = markedInboxPage(start, 1, { read: true }, NOW);
    expect(read.leads[0]?.readAt).toBe(NOW);
    expect(read.totals).toEqual({ all: 2, new: 1, handled: 1, unread: 0 });
    expect(markedInboxPage(read, 1, { read: true }, '2026-04-01T00:00:00.000Z')).toEqual(read);
  });

  it('handling reads the lead and moves it between the counts; opening it again keeps it read', () => {
    const handled = markedInboxPage(start, 1, { handled: true }, NOW);
    expect(handled.leads[0]).toMatchObject({ readAt: NOW, handledAt: NOW });
    expect(handled.totals).toEqual({ all: 2, new: 0, handled: 2, unread: 0 });
    const reopened = markedInboxPage(start, 2, { handled: false }, NOW);
    expect(reopened.leads[1]).toMatchObject({ readAt: '2026-03-02T00:00:00.000Z', handledAt: null });
    expect(reopened.totals).toEqual({ all: 2, new: 2, handled: 0, unread: 1 });
  });

  it('a reply handles and reads the lead and is its last reply; a handled lead keeps its first time', () => {
    expect(markedInboxPage(start, 1, { replied: true }, NOW).leads[0]).toMatchObject({ readAt: NOW, handledAt: NOW, repliedAt: NOW });
    expect(markedInboxPage(start, 2, { replied: true }, NOW).leads[1]).toMatchObject({ handledAt: '2026-03-02T00:00:00.000Z', repliedAt: NOW });
  });

  it('leaves a page without the lead as it is', () => {
    expect(markedInboxPage(start, 99, { handled: true }, NOW)).toBe(start);
  });
});
