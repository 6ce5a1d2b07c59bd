import { z } from 'zod';
import { MAX_REFERRING_URL } from '@/lib/logging/limits';
import { cleanLogText } from '@/lib/logging/log-text';

// Fields the event endpoints share (zod: never imported by browser code at run time).

/** A listing's or an account's id. */
export const eventIdField = z.int().positive().max(Number.MAX_SAFE_INTEGER);

/** The page the event happened on, as the browser reports it: capped, control characters removed. */
export const referringUrlField = z.string().max(MAX_REFERRING_URL * 2).transform((u) => cleanLogText(u, MAX_REFERRING_URL)).nullish();

/** Bodies above this are refused unread; a valid one is a few hundred bytes. */
export const MAX_EVENT_BYTES = 4096;
