import { readSession } from '@/lib/auth/session';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';

/** SPEC §7 GET /api/authenticate/isloggedin: the boolean login flag of this browser's session. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'sessionCheck', per: 'client' }],
  handlers: {
    async GET({ request }) {
      return privateJson((await readSession(request.headers)) !== null);
    },
  },
});
