import { z } from 'zod';
import type { MessageParams } from '@/lib/validation/messages';

// SPEC §5 text-field options (no HTML, no URL, no email address) and the fields every visitor form
// shares, each failing with its SPEC §5 message. Client-safe: the forms load it with zod when opened.

const tag = /<\s*\/?\s*[a-z!][^>]*>/i;
const url = /\b(?:https?:\/\/|www\.)\S|\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|info|biz|io|co|us|xyz|ru|cn|top|online|site|click|link|shop|app)\b(?!@)/i;
const email = /[^\s@]+@[^\s@]+\.[a-z]{2,}/i;

export const hasHtml = (text: string): boolean => tag.test(text);
export const hasUrl = (text: string): boolean => url.test(text.replace(/[^\s@]+@[^\s@]+/g, ''));
export const hasEmail = (text: string): boolean => email.test(text);

// A visitor's text may span lines, but no other control character means anything in it (and NUL cannot be stored).
const controlCharacter = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;

const issue = (message: MessageParams['message'], n?: number): { params: MessageParams } => ({ params: n === undefined ? { message } : { message, n } });

export interface TextOptions {
  /** Refuse web addresses (links are what spam carries). */
  noUrl?: boolean;
  /** Refuse email addresses (a name is not a place for one). */
  noEmail?: boolean;
}

/** Free text: trimmed, at most `max` characters, never HTML (SPEC §5 text options), optionally no URL or email. Empty passes. */
export function visitorText(max: number, options: TextOptions = {}) {
  return z
    .string()
    .trim()
    .refine((v) => !controlCharacter.test(v), issue('invalid'))
    .refine((v) => v.length <= max, issue('maxLength', max))
    .refine((v) => !hasHtml(v), issue('noHtml'))
    .refine((v) => !options.noUrl || !hasUrl(v), issue('noUrl'))
    .refine((v) => !options.noEmail || !hasEmail(v), issue('noEmail'));
}

/** Free text that must not be empty (SPEC §5 required). */
export function requiredText(max: number, options: TextOptions = {}) {
  return visitorText(max, options).refine((v) => v.length > 0, issue('required'));
}

/** SPEC §5 full name: a space inside (first and last name). */
export const fullNameField = requiredText(100, { noUrl: true, noEmail: true }).refine((v) => v === '' || /\S\s+\S/.test(v), issue('fullName'));

export const EMAIL_MAX = 254;

/** SPEC §5 email, required; stored as typed (trimmed), compared lower-cased. */
export const emailField = z
  .string()
  .trim()
  .refine((v) => v.length > 0, issue('required'))
  .refine((v) => v === '' || v.length <= EMAIL_MAX, issue('maxLength', EMAIL_MAX))
  .refine((v) => v === '' || z.email().safeParse(v).success, issue('email'));

/** An optional email: empty means none (SPEC §5: empty values pass every rule but required). */
export const optionalEmailField = z
  .string()
  .trim()
  .refine((v) => v.length <= EMAIL_MAX, issue('maxLength', EMAIL_MAX))
  .refine((v) => v === '' || z.email().safeParse(v).success, issue('email'));
