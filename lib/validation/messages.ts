import type { z } from 'zod';

// SPEC §5: every validation problem is shown with one of these messages, never a library's text.
// Keys are message ids under `validation` in messages/en.json; values fill their placeholders.

export type ValidationKey =
  | 'required' | 'fullName' | 'numeric' | 'email' | 'emails' | 'phoneFormat' | 'phoneVerified'
  | 'minLength' | 'maxLength' | 'minValue' | 'maxValue' | 'password' | 'invalid'
  // SPEC §5 text-field options (no HTML, no URL, no email address) name no message of their own.
  | 'noHtml' | 'noUrl' | 'noEmail';

export interface ValidationMessage {
  key: ValidationKey;
  values?: { n: number | string };
}

/** Params a schema puts on a custom issue to name its SPEC §5 message: `{ message: 'maxValue', n: 160 }`. */
export interface MessageParams {
  message: ValidationKey;
  n?: number | string;
}

function isMessageParams(value: unknown): value is MessageParams {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

/** The SPEC §5 message for one zod issue. */
export function validationMessage(issue: z.core.$ZodRawIssue): ValidationMessage {
  if (issue.code === 'custom' && isMessageParams(issue.params)) {
    const { message, n } = issue.params;
    return n === undefined ? { key: message } : { key: message, values: { n } };
  }
  if (issue.code === 'invalid_type') {
    if (issue.expected === 'number') return { key: 'numeric' };
    return issue.input === undefined || issue.input === null ? { key: 'required' } : { key: 'invalid' };
  }
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const bound = issue.code === 'too_small' ? issue.minimum : issue.maximum;
    const n = typeof bound === 'bigint' ? Number(bound) : bound;
    if (issue.origin === 'string') {
      if (issue.code === 'too_small' && n === 1) return { key: 'required' };
      return { key: issue.code === 'too_small' ? 'minLength' : 'maxLength', values: { n } };
    }
    if (issue.origin === 'array' && issue.code === 'too_small') return { key: 'required' };
    if (issue.origin === 'number') return { key: issue.code === 'too_small' ? 'minValue' : 'maxValue', values: { n } };
  }
  if (issue.code === 'invalid_format' && issue.format === 'email') return { key: 'email' };
  return { key: 'invalid' };
}

/** A zod error map that speaks SPEC §5 through a translator (next-intl's `t` for `validation`). */
export function validationErrorMap(translate: (key: ValidationKey, values?: { n: number | string }) => string) {
  return (issue: z.core.$ZodRawIssue): string => {
    const { key, values } = validationMessage(issue);
    return translate(key, values);
  };
}
