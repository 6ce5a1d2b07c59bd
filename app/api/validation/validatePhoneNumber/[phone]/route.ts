import { z } from 'zod';
import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { checkPhone } from '@/lib/leads/server';

const phoneParam = z.string().max(40);

/**
 * SPEC §7 validatePhoneNumber: `{ data: { unableToValidate, success } }`. Checked offline (area code and
 * exchange by libphonenumber's metadata); the same answer for everyone, so browsers may keep it an hour.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'phoneValidation', per: 'client' }],
  handlers: {
    async GET({ params }) {
      const phone = phoneParam.safeParse(params.phone);
      if (!phone.success) return apiError(400, ['phone: at most 40 characters']);
      return Response.json({ data: checkPhone(phone.data) }, { headers: { 'cache-control': 'private, max-age=3600' } });
    },
  },
});
