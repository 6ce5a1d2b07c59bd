import { apiRoute } from '@/lib/http/api-route';
import { apiError } from '@/lib/http/api-response';
import { readJsonBody } from '@/lib/http/read-body';
import { listingEventRequestSchema, MAX_LISTING_EVENT_BYTES } from '@/lib/analytics';
import { listingExists, recordListingEvent } from '@/lib/analytics/server';
import { consumeLimit } from '@/lib/rate-limit';

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
    async POST({ request, brand, client }) {
      const body = await readJsonBody(request, MAX_LISTING_EVENT_BYTES);
      if (!body.ok) return apiError(body.status, [body.message]);
      const parsed = listingEventRequestSchema.safeParse(body.value);
      if (!parsed.success) return apiError(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`));
      const { logType, listingId, documentId, referringUrl } = parsed.data;
      const fresh = await consumeLimit('listingEventRepeat', `${logType}|${listingId}|${client}`);
      if (!fresh.allowed) {
        return (await listingExists(listingId)) ? Response.json({ counted: false }) : apiError(404, ['No such listing']);
      }
      const counted = await recordListingEvent({
        logType,
        listingId,
        siteId: brand.siteId,
        ipAddress: client === 'unknown' ? null : client,
        referringUrl,
        detail: documentId ? `document ${documentId}` : undefined,
      });
      return counted ? Response.json({ counted: true }) : apiError(404, ['No such listing']);
    },
  },
});
