import { describe, expect, it } from 'vitest';
import { canonicalize, dialects } from '@/lib/routing';
import { inboxPageHref, inboxQuerySchema, leadFiltersSchema, leadListingHref, leadsExportHref } from '@/lib/seller-leads';

// The inbox's URLs as the browser builds them: each query reads back through the server's own schema,
// and a lead's listing link reaches the listing on every brand.

const queryOf = (href: string) => Object.fromEntries(new URL(href, 'https://example.test').searchParams);

describe('inbox URLs', () => {
  it('asks for a page with only the filters that differ from the defaults', () => {
    expect(inboxPageHref({ status: 'all', page: 1 })).toBe('/api/seller/leads');
    expect(inboxPageHref({ status: 'new', listingId: 4021, page: 3 })).toBe('/api/seller/leads?listingId=4021&status=new&page=3');
  });

  it('builds queries the server reads back as the same filters', () => {
    const query = { status: 'handled' as const, listingId: 77, page: 2 };
    expect(inboxQuerySchema.parse(queryOf(inboxPageHref(query)))).toEqual(query);
    expect(leadFiltersSchema.parse(queryOf(leadsExportHref({ status: 'new', listingId: 5 })))).toEqual({ status: 'new', listingId: 5 });
  });

  it('exports under the same filters, never a page', () => {
    expect(leadsExportHref({ status: 'all' })).toBe('/api/seller/leads/export');
    expect(leadsExportHref({ status: 'handled', listingId: 9 })).toBe('/api/seller/leads/export?listingId=9&status=handled');
  });

  it('links a lead\'s listing by a path every brand\'s dialect reads as that listing', () => {
    const names = Object.keys(dialects);
    expect(names.length).toBeGreaterThanOrEqual(3);
    for (const dialect of Object.values(dialects)) {
      expect(canonicalize(dialect, leadListingHref(4021))?.route).toEqual({ kind: 'listing-by-id', id: 4021 });
    }
  });
});
