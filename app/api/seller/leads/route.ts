import { privateJson } from '@/lib/http/private-json';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { sellerRoute } from '@/lib/listing-editor/server';
import { inboxLeads, inboxQuerySchema, readQuery } from '@/lib/seller-leads/server';

/** The leads inbox: a page of the seller's leads, newest first, with the totals per tab (docs/seller-workspace.md). */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async GET({ request, brand, scope }) {
    const query = readQuery(request, inboxQuerySchema);
    if (!query.ok) return query.response;
    return privateJson({ data: await inboxLeads(scope, query.value, brandTranslator(brand.key)) });
  },
});
