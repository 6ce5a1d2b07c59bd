import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';
import { authSecret } from '@/lib/auth/auth-secret';

// The unsubscribe link of alert mails works without a login: it carries the user id and an HMAC of it
// under the auth secret, bound to this one purpose (the same id signed for another use is no token
// here). It does not expire; it can only ever switch the user's alerts off.

const PURPOSE = 'alert-unsubscribe';

const tokenSchema = z.string().regex(/^[1-9]\d{0,14}\.[A-Za-z0-9_-]{43}$/);

function signature(userId: number): Buffer {
  return createHmac('sha256', authSecret()).update(`${PURPOSE}:${userId}`).digest();
}

export function unsubscribeToken(userId: number): string {
  return `${userId}.${signature(userId).toString('base64url')}`;
}

/** The user a token names: 'malformed' when it is not a token at all, 'forged' when the signature does not match. */
export function readUnsubscribeToken(token: string): { ok: true; userId: number } | { ok: false; reason: 'malformed' | 'forged' } {
  if (!tokenSchema.safeParse(token).success) return { ok: false, reason: 'malformed' };
  const [id = '', signed = ''] = token.split('.');
  const userId = Number(id);
  // Compared as text: base64url's last character has spare bits, so two spellings could decode alike.
  const given = Buffer.from(signed);
  const expected = Buffer.from(signature(userId).toString('base64url'));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { ok: false, reason: 'forged' };
  return { ok: true, userId };
}

/** Where the link points, on the brand's origin (an API route: the same path on every brand). */
export function unsubscribePath(token: string): string {
  return `/api/alerts/unsubscribe/${token}`;
}
