import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { isDemoMode } from '@/lib/env';
import { authSecret } from './auth-secret';

// A browser an account has logged in from: after a login that worked, the browser keeps a signed note
// naming the account's email (by its limit key, a hash) and a random device id. A login for that email
// from that browser is never slowed or refused by the per-email failure count, which strangers can
// drive up (lib/auth/login-throttle.ts).

export const KNOWN_DEVICE_COOKIE = 'known_device';
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const signature = (deviceId: string, emailKey: string) =>
  createHmac('sha256', authSecret()).update(`known-device:${deviceId}:${emailKey}`).digest('base64url');

/** The Set-Cookie header that marks this browser as known for `emailKey`. */
export function knownDeviceCookie(emailKey: string): string {
  const deviceId = randomBytes(12).toString('base64url');
  const secure = isDemoMode() ? '' : '; Secure';
  return `${KNOWN_DEVICE_COOKIE}=${deviceId}.${signature(deviceId, emailKey)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Lax${secure}`;
}

function cookieValue(cookieHeader: string | null, name: string): string | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return null;
}

/** True when the request's browser has logged in to the account of `emailKey` before. */
export function isKnownDevice(headers: Headers, emailKey: string): boolean {
  const value = cookieValue(headers.get('cookie'), KNOWN_DEVICE_COOKIE);
  const [deviceId, signed, extra] = value?.split('.') ?? [];
  if (!deviceId || !signed || extra !== undefined) return false;
  const expected = Buffer.from(signature(deviceId, emailKey));
  const given = Buffer.from(signed);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
