import { brandTranslator } from '@/lib/i18n/brand-translator';
import { sellerRoute } from '@/lib/listing-editor/server';
import { leadFiltersSchema, leadsCsv, readQuery } from '@/lib/seller-leads/server';

/** The seller's leads as a CSV file (the inbox's filters, newest first, at most 10,000), for one seller's eyes only. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = sellerRoute({
  async GET({ request, brand, scope }) {
    const query = readQuery(request, leadFiltersSchema);
    if (!query.ok) return query.response;
    return new Response(leadsCsv(scope, query.value, brandTranslator(brand.key)), {
      headers: {
        'content-type': 'text/csv; charset=utf-8',
        'content-disposition': `attachment; filename="leads-${new Date().toISOString().slice(0, 10)}.csv"`,
        'cache-control': 'private, no-store',
      },
    });
  },
});
