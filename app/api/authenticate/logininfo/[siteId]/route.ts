import { isBrandSiteId, loginInfo } from '@/lib/accounts/login-info';
import { readSession } from '@/lib/auth/session';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';

/** SPEC §7 GET /api/authenticate/logininfo/{siteId}: the login info fields of this browser's session. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'sessionCheck', per: 'client' }],
  handlers: {
    async GET({ request, brand, params }) {
      if (!isBrandSiteId(brand, params.siteId)) return apiError(404, ['Unknown site']);
      const session = await readSession(request.headers);
      return privateJson(await loginInfo(session?.userId ?? null));
    },
  },
});
