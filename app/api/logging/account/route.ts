import { apiRoute } from '@/lib/http/api-route';
import { eventHandler } from '@/lib/http/event-endpoint';
import { accountEventRequestSchema, MAX_ACCOUNT_EVENT_BYTES } from '@/lib/analytics';
import { recordAccountEvent, sellerAccountExists } from '@/lib/analytics/server';

/**
 * SPEC §7 logging of a seller account's events: the browser reports a broker profile shown ('seller
 * viewed'), a broker's listings shown ('seller results') or a phone revealed on a broker page ('phone
 * click'); it is stored as a log row and counted per account and UTC day. The same client, account and
 * type count once per window (`sellerEventRepeat`); posting in a loop meets the 429 limits.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [
    { name: 'sellerEvents', per: 'client' },
    { name: 'sellerEventsGlobal', per: 'global' },
  ],
  handlers: {
    POST: eventHandler({
      schema: accountEventRequestSchema,
      maxBytes: MAX_ACCOUNT_EVENT_BYTES,
      repeat: { limit: 'sellerEventRepeat', key: ({ logType, accountId }) => `${logType}|${accountId}` },
      exists: ({ accountId }) => sellerAccountExists(accountId),
      record: (event, origin) => recordAccountEvent({ ...event, ...origin }),
      missing: 'No such seller',
    }),
  },
});
