import { describe, expect, it } from 'vitest';
import { readUnsubscribeToken, unsubscribePath, unsubscribeToken } from '@/lib/alerts/unsubscribe-token';

describe('unsubscribe token', () => {
  it('names the user it was made for', () => {
    expect(readUnsubscribeToken(unsubscribeToken(42))).toEqual({ ok: true, userId: 42 });
    expect(unsubscribePath(unsubscribeToken(7))).toMatch(/^\/api\/alerts\/unsubscribe\/7\.[A-Za-z0-9_-]{43}$/);
  });

  it('is forged when the user id or any character of the signature changes', () => {
    const token = unsubscribeToken(42);
    const [, signature = ''] = token.split('.');
    expect(readUnsubscribeToken(`43.${signature}`)).toEqual({ ok: false, reason: 'forged' });
    for (const at of [0, 20, signature.length - 1]) {
      const swapped = signature[at] === 'A' ? 'B' : 'A';
      const tampered = `42.${signature.slice(0, at)}${swapped}${signature.slice(at + 1)}`;
      expect(readUnsubscribeToken(tampered)).toEqual({ ok: false, reason: 'forged' });
    }
  });

  it('is malformed when it is not a token at all', () => {
    for (const raw of ['', 'abc', '42', '42.', '0.' + 'A'.repeat(43), '-1.' + 'A'.repeat(43), `42.${'A'.repeat(42)}`, `42.${'A'.repeat(43)}=`]) {
      expect(readUnsubscribeToken(raw)).toEqual({ ok: false, reason: 'malformed' });
    }
  });
});
