import { describe, expect, it } from 'vitest';
import { checkMediaKey, isMediaKey, MAX_MEDIA_KEY_LENGTH, MAX_MEDIA_KEY_SEGMENT, MediaKeyError, mediaKeyProblem } from '@/lib/media-store';

describe('media keys', () => {
  it.each([
    'listings/123/abc.jpg',
    'seed/landscape-water-1.jpg',
    'seed/portraits/AB.png',
    'seed/documents/42-survey-plat-0f3a9c.pdf',
    'a',
    'listings/1/photo.v2.jpg',
  ])('accepts %j', (key) => {
    expect(mediaKeyProblem(key)).toBeNull();
    expect(isMediaKey(key)).toBe(true);
  });

  it.each([
    ['', 'is empty'],
    ['/etc/passwd', 'is an absolute path'],
    ['listings\\1.jpg', 'contains a backslash'],
    ['..\\outside.jpg', 'contains a backslash'],
    ['listings//1.jpg', 'has an empty segment'],
    ['listings/1/', 'has an empty segment'],
    ['../outside.jpg', 'has a ".." segment'],
    ['listings/../../outside.jpg', 'has a ".." segment'],
    ['listings/./1.jpg', 'has a "." segment'],
    ['listings/.1.jpg.content-type', 'has a segment starting with "."'],
    ['C:/media/1.jpg', 'has a character other than A-Z, a-z, 0-9, ".", "_", "-" and "/"'],
    ['listings/1 2.jpg', 'has a character other than A-Z, a-z, 0-9, ".", "_", "-" and "/"'],
    ['listings/1.jpg\u0000.png', 'has a character other than A-Z, a-z, 0-9, ".", "_", "-" and "/"'],
    ['listings/%2e%2e/1.jpg', 'has a character other than A-Z, a-z, 0-9, ".", "_", "-" and "/"'],
    ['listings/\u00e9t\u00e9.jpg', 'has a character other than A-Z, a-z, 0-9, ".", "_", "-" and "/"'],
  ])('refuses %j: it %s', (key, reason) => {
    expect(mediaKeyProblem(key)).toBe(reason);
    expect(isMediaKey(key)).toBe(false);
  });

  it(`takes keys up to ${MAX_MEDIA_KEY_LENGTH} characters, in segments up to ${MAX_MEDIA_KEY_SEGMENT}`, () => {
    const longest = `${'a'.repeat(MAX_MEDIA_KEY_SEGMENT)}/${'b'.repeat(MAX_MEDIA_KEY_SEGMENT)}/${'c'.repeat(MAX_MEDIA_KEY_LENGTH - 2 * MAX_MEDIA_KEY_SEGMENT - 2)}`;
    expect([longest.length, mediaKeyProblem(longest)]).toEqual([MAX_MEDIA_KEY_LENGTH, null]);
    expect(mediaKeyProblem(`${longest}c`)).toBe(`is longer than ${MAX_MEDIA_KEY_LENGTH} characters`);
    expect(mediaKeyProblem(`listings/${'a'.repeat(MAX_MEDIA_KEY_SEGMENT + 1)}`)).toBe(`has a segment longer than ${MAX_MEDIA_KEY_SEGMENT} characters`);
  });

  it('throws a MediaKeyError naming the key (quoted, shortened) and the rule', () => {
    const error = (() => {
      try {
        checkMediaKey(`../${'x'.repeat(100)}\n`);
      } catch (caught) {
        return caught;
      }
      return null;
    })();
    expect(error).toBeInstanceOf(MediaKeyError);
    expect(error).toMatchObject({ name: 'MediaKeyError', reason: 'has a ".." segment' });
    expect(String(error)).toBe(`MediaKeyError: Invalid media key "../${'x'.repeat(77)}...": has a ".." segment`);
    expect(() => checkMediaKey('listings/1/a.jpg')).not.toThrow();
  });
});
