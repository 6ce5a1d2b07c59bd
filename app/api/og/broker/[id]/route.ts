import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { brokerOgCard, brokerOgImageVersion, getBrokerProfile } from '@/lib/brokers/server';
import { ogImageResponse, ogPathId } from '@/lib/listings/seo/og-response';

/**
 * GET /api/og/broker/{id}: a broker profile's Open Graph image (PNG, 1200x630) in the host's brand,
 * drawn once per card version and kept on the server like a listing's. An id that is no seller's
 * (no profile page) is a 404. `?v=` as for listings: the current version is cached for a week, any
 * other for 5 minutes.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'ogImage', per: 'client' }],
  handlers: {
    async GET({ request, brand, params }) {
      const id = ogPathId.safeParse(params.id);
      const profile = id.success ? await getBrokerProfile(id.data) : null;
      if (!profile?.isSeller) return apiError(404, ['No such broker']);
      return ogImageResponse(request, await brokerOgCard(brand, profile), brokerOgImageVersion(profile));
    },
  },
});
