import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { brandVary } from '@/lib/http/brand-vary';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { listingContact, listingContactAnswer, listingContactParamSchema } from '@/lib/leads';
import { getListingDetail } from '@/lib/listings/detail';

/**
 * A listing's contact-broker props for a placard's "Contact broker" (docs/leads.md): built as the listing
 * page builds its card's, with the lead source 'search results'; 404 where SPEC §4 hides contact (the
 * same `takesLeads` rule that refuses the lead). The same for every visitor of a brand: cached 5 minutes.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'listingContact', per: 'client' }],
  handlers: {
    async GET({ brand, params }) {
      const id = listingContactParamSchema.safeParse(params.listingId);
      if (!id.success) return apiError(400, id.error.issues.map((issue) => issue.message));
      const listing = await getListingDetail(id.data);
      const contact = listing && listingContact(brand, listing, 'search results');
      if (!contact) return apiError(404, [brandTranslator(brand.key)('contact.refused')]);
      return Response.json(listingContactAnswer(contact), { headers: { 'cache-control': 'public, max-age=300', vary: brandVary() } });
    },
  },
});
