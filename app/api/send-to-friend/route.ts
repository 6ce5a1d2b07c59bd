import { requestOrigin } from '@/lib/http/request-origin';
import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { emailLimitKey, sendToFriend } from '@/lib/leads/server';
import { formLimit, formSent, readFormRequest, storedAddress } from '@/lib/leads/server';
import { shareRequestSchema } from '@/lib/leads';

/** The share modal's "email a friend": logged 'send to friend', limited per address and per friend. */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [{ name: 'sendToFriend', per: 'client' }],
  handlers: {
    async POST({ request, brand, client }) {
      const form = await readFormRequest(request, brand, shareRequestSchema);
      if (!form.ok) return form.response;
      const limited = await formLimit('sendToFriendRecipient', emailLimitKey(form.value.friendEmail));
      if (limited) return limited;
      const outcome = await sendToFriend(form.value, { brand, t: form.t, origin: requestOrigin(brand.key, request), ipAddress: storedAddress(client) });
      if (outcome.kind === 'refused') return apiError(422, [form.t('listingActions.unknownListing')]);
      return formSent();
    },
  },
});
