import { logOut } from '@/lib/auth/credentials';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';

/** Ends this session (the row is deleted, the cookie cleared); without one it is already over. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'accountWrites', per: 'client' }],
  handlers: {
    async POST({ request }) {
      const cookies = await logOut(request.headers);
      return privateJson({ data: { isLoggedIn: false } }, { cookies });
    },
  },
});
