import { z } from 'zod';
import { isBrandSiteId, loggedOut, loginInfo, TOKEN_LOGIN_FAILED } from '@/lib/accounts/login-info';
import { logInWithToken } from '@/lib/auth/credentials';
import { knownDeviceCookie } from '@/lib/auth/known-device';
import { readNewSession } from '@/lib/auth/session';
import { apiError } from '@/lib/http/api-response';
import { apiRoute } from '@/lib/http/api-route';
import { privateJson } from '@/lib/http/private-json';
import { emailLimitKey } from '@/lib/leads/server';

const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]{16,128}$/);

/**
 * SPEC §7 POST /api/authenticate/loginviatoken/{token}/{siteId}, no body: spends a login token (from
 * a mailed link) and answers isLoggedIn, userInfo and hashedEmail with the new session's cookie.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'accountToken', per: 'client' }],
  handlers: {
    async POST({ request, brand, params }) {
      if (!isBrandSiteId(brand, params.siteId)) return apiError(404, ['Unknown site']);
      const token = tokenSchema.safeParse(params.token);
      if (!token.success) return privateJson(loggedOut(TOKEN_LOGIN_FAILED));
      const outcome = await logInWithToken(request.headers, token.data);
      if (!outcome.ok) return privateJson(loggedOut(TOKEN_LOGIN_FAILED));
      const session = await readNewSession(outcome.cookies);
      const info = await loginInfo(session?.userId ?? null);
      // The mailed link proves the address: this browser is the owner's from now on.
      const known = info.userInfo ? [knownDeviceCookie(emailLimitKey(info.userInfo.email))] : [];
      return privateJson(info, { cookies: [...outcome.cookies, ...known] });
    },
  },
});
