import type { z } from 'zod';
import type { FieldErrors } from '@/lib/http/field-errors';
import type { Translate } from '@/lib/i18n/translate';
import { validationErrorMap } from '@/lib/validation/messages';

export type FormParse<T> = { ok: true; value: T } | { ok: false; fields: FieldErrors };

/**
 * A form body checked by the schema the browser used, with every message in SPEC §5 words from the
 * brand's `validation` copy; the first problem of each field is the one shown.
 */
export function parseForm<S extends z.ZodType>(schema: S, body: unknown, t: Translate): FormParse<z.output<S>> {
  const errorMap = validationErrorMap((key, values) => t(`validation.${key}`, values));
  const result = schema.safeParse(body, { error: errorMap });
  if (result.success) return { ok: true, value: result.data };
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'body';
    fields[field] ??= issue.message;
  }
  return { ok: false, fields };
}
