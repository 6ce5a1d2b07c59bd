import { z } from 'zod';
import { confirmEmail } from '@/lib/auth/credentials';
import { requestOrigin } from '@/lib/http/request-origin';
import { apiRoute } from '@/lib/http/api-route';
import { hrefFor } from '@/lib/navigation';

// A signed JWT from the sign-up mail: three base64url parts.
const tokenSchema = z.string().regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/).max(2000);

/**
 * The sign-up mail's link: confirms the address, then sends the visitor to the login page, which says
 * whether it worked (`?confirmed=1` or `0`). It logs nobody in: the mail could have reached someone who
 * did not sign up, and the password was chosen by whoever did.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'accountToken', per: 'client' }],
  handlers: {
    async GET({ request, brand, params }) {
      const token = tokenSchema.safeParse(params.token);
      const confirmed = token.success && (await confirmEmail(token.data));
      const target = new URL(hrefFor(brand, { kind: 'login' }, { confirmed: confirmed ? '1' : '0' }), requestOrigin(brand.key, request));
      return new Response(null, { status: 303, headers: { location: target.toString(), 'cache-control': 'no-store' } });
    },
  },
});
