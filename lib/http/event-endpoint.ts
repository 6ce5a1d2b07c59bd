import type { z } from 'zod';
import { consumeLimit, type LimitName } from '@/lib/rate-limit';
import type { ApiHandler } from './api-route';
import { apiError } from './api-response';
import { readJsonBody } from './read-body';

// The POST handler of the event endpoints (POST /api/logging/listing, /api/logging/account): a small
// JSON body checked by its schema (400 with the reasons), one count per client, subject and type per
// window (a repeat answers 200 `{ counted: false }`, so reloads cannot inflate the counts), 404 for a
// subject that does not exist. Per-client and global 429 limits are the route's (apiRoute `limits`).

export interface EventEndpoint<E> {
  schema: z.ZodType<E>;
  /** Bodies above this are refused unread (413). */
  maxBytes: number;
  /** One count per window: the limit, and the key of the event without the client (`type|subject`). */
  repeat: { limit: LimitName; key: (event: E) => string };
  exists: (event: E) => Promise<boolean>;
  /** Stores the event; false when its subject does not exist. */
  record: (event: E, origin: { siteId: number; ipAddress: string | null }) => Promise<boolean>;
  /** The 404's reason ("No such listing"). */
  missing: string;
}

export function eventHandler<E>({ schema, maxBytes, repeat, exists, record, missing }: EventEndpoint<E>): ApiHandler {
  return async ({ request, brand, client }) => {
    const body = await readJsonBody(request, maxBytes);
    if (!body.ok) return apiError(body.status, [body.message]);
    const parsed = schema.safeParse(body.value);
    if (!parsed.success) return apiError(400, parsed.error.issues.map((i) => `${i.path.join('.') || 'body'}: ${i.message}`));
    const event = parsed.data;
    const fresh = await consumeLimit(repeat.limit, `${repeat.key(event)}|${client}`);
    if (!fresh.allowed) return (await exists(event)) ? Response.json({ counted: false }) : apiError(404, [missing]);
    const counted = await record(event, { siteId: brand.siteId, ipAddress: client === 'unknown' ? null : client });
    return counted ? Response.json({ counted: true }) : apiError(404, [missing]);
  };
}
