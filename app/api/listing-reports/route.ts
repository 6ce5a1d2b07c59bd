import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { submitListingReport } from '@/lib/leads/server';
import { formSent, readFormRequest, storedAddress } from '@/lib/leads/server';
import { reportRequestSchema } from '@/lib/leads';

/** The report-listing modal: stored in listing_reports, open for review. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'listingReports', per: 'client' }],
  handlers: {
    async POST({ request, brand, client }) {
      const form = await readFormRequest(request, brand, reportRequestSchema);
      if (!form.ok) return form.response;
      const outcome = await submitListingReport(form.value, { brand, ipAddress: storedAddress(client) });
      if (outcome.kind === 'refused') return apiError(422, [form.t('listingActions.unknownListing')]);
      return formSent();
    },
  },
});
