import { describe, expect, it } from 'vitest';
import { isKnownDevice, KNOWN_DEVICE_COOKIE, knownDeviceCookie } from '@/lib/auth/known-device';

const cookieHeader = (setCookie: string, others = 'a=1') => new Headers({ cookie: `${others}; ${setCookie.split(';')[0]}` });

describe('known device', () => {
  it('is an httpOnly, SameSite=Lax note for a year, valid for the email it was given for only', () => {
    const set = knownDeviceCookie('key-of-casey');
    expect(set).toMatch(new RegExp(`^${KNOWN_DEVICE_COOKIE}=[\\w-]+\\.[\\w-]+; Path=/; Max-Age=31536000; HttpOnly; SameSite=Lax`));
    expect(isKnownDevice(cookieHeader(set), 'key-of-casey')).toBe(true);
    expect(isKnownDevice(cookieHeader(set), 'key-of-robin')).toBe(false);
  });

  it('refuses a missing, forged or altered note', () => {
    const [name, value = ''] = knownDeviceCookie('key-of-casey').split(';')[0]!.split('=');
    const [deviceId, signature = ''] = value.split('.');
    expect(isKnownDevice(new Headers(), 'key-of-casey')).toBe(false);
    expect(isKnownDevice(new Headers({ cookie: `${name}=${deviceId}.${signature.slice(1)}x` }), 'key-of-casey')).toBe(false);
    expect(isKnownDevice(new Headers({ cookie: `${name}=other.${signature}` }), 'key-of-casey')).toBe(false);
    expect(isKnownDevice(new Headers({ cookie: `${name}=${deviceId}.${signature}.extra` }), 'key-of-casey')).toBe(false);
  });
});
