import { likeListing, likedListingIds, unlikeListing } from '@/lib/accounts/favorites';
import { requireSession } from '@/lib/auth/require-session';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { parseIdParam } from '@/lib/routing';
import { privateJson } from '@/lib/http/private-json';


/** SPEC §4 Like and Unlike: PUT likes, DELETE unlikes (both idempotent); the answer is the new liked list. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'accountWrites', per: 'client' }],
  handlers: {
    async PUT({ request, params }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      const id = parseIdParam(params.listingId);
      if (id === null || !(await likeListing(check.session.userId, id))) return apiError(404, ['No such listing']);
      return privateJson({ data: await likedListingIds(check.session.userId) });
    },
    async DELETE({ request, params }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      const id = parseIdParam(params.listingId);
      if (id === null) return apiError(404, ['No such listing']);
      await unlikeListing(check.session.userId, id);
      return privateJson({ data: await likedListingIds(check.session.userId) });
    },
  },
});
