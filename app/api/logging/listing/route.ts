import { apiRoute } from '@/lib/http/api-route';
import { eventHandler } from '@/lib/http/event-endpoint';
import { listingEventRequestSchema, MAX_LISTING_EVENT_BYTES } from '@/lib/analytics';
import { listingExists, recordListingEvent } from '@/lib/analytics/server';

/**
 * SPEC §7 listing logging (`POST {LandApi}/logging`): the browser reports a listing event (details
 * viewed, phone click, ...); it is stored as a log row and counted per listing and UTC day. The same
 * client, listing and type count once per window (`listingEventRepeat`): a repeat answers 200 with
 * `counted: false`, so reloads cannot inflate the counts; posting in a loop meets the 429 limits.
 */
export const { GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS } = apiRoute({
  limits: [
    { name: 'listingEvents', per: 'client' },
    { name: 'listingEventsGlobal', per: 'global' },
  ],
  handlers: {
    POST: eventHandler({
      schema: listingEventRequestSchema,
      maxBytes: MAX_LISTING_EVENT_BYTES,
      repeat: { limit: 'listingEventRepeat', key: ({ logType, listingId }) => `${logType}|${listingId}` },
      exists: ({ listingId }) => listingExists(listingId),
      record: ({ logType, listingId, documentId, referringUrl }, origin) =>
        recordListingEvent({ logType, listingId, ...origin, referringUrl, detail: documentId ? `document ${documentId}` : undefined }),
      missing: 'No such listing',
    }),
  },
});
