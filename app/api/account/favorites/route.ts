import { likedListingIds } from '@/lib/accounts/favorites';
import { requireSession } from '@/lib/auth/require-session';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';

/** SPEC §3 listOfLiked: the ids the session's user liked, newest first. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'sessionCheck', per: 'client' }],
  handlers: {
    async GET({ request }) {
      const check = await requireSession(request);
      if (!check.ok) return check.response;
      return privateJson({ data: await likedListingIds(check.session.userId) });
    },
  },
});
