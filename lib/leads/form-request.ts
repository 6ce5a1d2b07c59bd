import type { z } from 'zod';
import type { SiteBrand } from '@/lib/brand';
import { apiError } from '@/lib/http/api-response';
import { apiFieldErrors } from '@/lib/http/field-errors';
import { readJsonBody } from '@/lib/http/read-body';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import type { Translate } from '@/lib/i18n/translate';
import { consumeLimit, type LimitName } from '@/lib/rate-limit';
import { parseForm } from './parse-form';

// The shared steps of every visitor-form endpoint (lead, report, feedback, send to a friend): a capped
// JSON body, the form's own schema with SPEC §5 messages per field (422, nothing stored), and the
// answer a sent form gets.

/** Visitor forms are small; anything bigger is not one of ours. */
export const FORM_BODY_BYTES = 16 * 1024;

export type FormRequest<T> = { ok: true; value: T; t: Translate } | { ok: false; response: Response };

export async function readFormRequest<S extends z.ZodType>(request: Request, brand: SiteBrand, schema: S, maxBytes = FORM_BODY_BYTES): Promise<FormRequest<z.output<S>>> {
  const body = await readJsonBody(request, maxBytes);
  if (!body.ok) return { ok: false, response: apiError(body.status, [body.message]) };
  const t = brandTranslator(brand.key);
  const parsed = parseForm(schema, body.value, t);
  if (!parsed.ok) return { ok: false, response: apiFieldErrors(422, parsed.fields) };
  return { ok: true, value: parsed.value, t };
}

/** A second limit keyed by something in the form (a hashed address); null when allowed, else the 429. */
export async function formLimit(name: LimitName, key: string): Promise<Response | null> {
  const decision = await consumeLimit(name, key);
  return decision.allowed ? null : apiError(429, ['Too many requests; try again shortly'], { 'retry-after': String(decision.retryAfterSeconds) });
}

/**
 * The answer to a form that was taken, also when it was a duplicate or a filled honeypot, so a bot
 * learns nothing from it.
 */
export function formSent(): Response {
  return Response.json({ data: { success: true } }, { headers: { 'cache-control': 'no-store' } });
}

/** The client address as stored with a form (null when the server could not tell). */
export const storedAddress = (client: string): string | null => (client === 'unknown' ? null : client);
