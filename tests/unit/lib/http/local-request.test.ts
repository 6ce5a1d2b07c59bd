import { describe, expect, it } from 'vitest';
import { isLocalRequest, isLoopbackIp } from '@/lib/http/local-request';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';

const from = (peer: string, extra: Record<string, string> = {}) => new Headers({ [PEER_HEADER]: peerStamp(peer), ...extra });

describe('isLocalRequest', () => {
  it('is true for a loopback peer that no proxy forwarded', () => {
    for (const peer of ['127.0.0.1', '127.9.8.7', '::1', '::ffff:127.0.0.1']) expect(isLocalRequest(from(peer))).toBe(true);
    // Next's server writes the peer into X-Forwarded-For itself.
    expect(isLocalRequest(from('127.0.0.1', { 'x-forwarded-for': '::ffff:127.0.0.1' }))).toBe(true);
  });

  it('is false for another machine, a forwarded request, or a peer the guard did not stamp', () => {
    expect(isLocalRequest(from('192.168.1.20'))).toBe(false);
    expect(isLocalRequest(from('10.0.0.1'))).toBe(false);
    expect(isLocalRequest(from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9' }))).toBe(false);
    expect(isLocalRequest(from('127.0.0.1', { 'x-forwarded-for': '203.0.113.9, 127.0.0.1' }))).toBe(false);
    expect(isLocalRequest(from('127.0.0.1', { 'x-forwarded-for': 'not-an-address' }))).toBe(false);
    expect(isLocalRequest(from('127.0.0.1', { forwarded: 'for=203.0.113.9' }))).toBe(false);
    expect(isLocalRequest(new Headers({ [PEER_HEADER]: 'forged 127.0.0.1' }))).toBe(false);
    expect(isLocalRequest(new Headers())).toBe(false);
  });

  it('knows loopback addresses', () => {
    expect(['127.0.0.1', '::1'].map(isLoopbackIp)).toEqual([true, true]);
    expect(['128.0.0.1', '::2', null, '127.0.0.1.5'].map(isLoopbackIp)).toEqual([false, false, false, false]);
  });
});
