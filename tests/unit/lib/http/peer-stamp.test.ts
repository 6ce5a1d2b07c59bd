import { describe, expect, it, vi } from 'vitest';
import { PEER_HEADER, peerStamp, stampedPeer } from '@/lib/http/peer-stamp';

describe('peer stamp', () => {
  it('names the header the server guard writes', () => {
    expect(PEER_HEADER).toBe('x-acrewise-peer');
  });

  it.each([['127.0.0.1'], ['::1'], ['::ffff:203.0.113.5'], ['2001:db8::7']])('reads back the stamped address %s', (address) => {
    expect(stampedPeer(peerStamp(address))).toBe(address);
  });

  it('signs the stamp with a secret, so the header is more than the address', () => {
    const stamp = peerStamp('127.0.0.1');
    expect(stamp).not.toBe('127.0.0.1');
    expect(stamp.endsWith(' 127.0.0.1')).toBe(true);
    expect(stamp.split(' ')[0]?.length).toBeGreaterThanOrEqual(16);
  });

  it.each([[null], [undefined], [''], ['127.0.0.1'], ['forged 127.0.0.1'], [' 127.0.0.1']])('answers null for the unsigned or forged value %j', (value) => {
    expect(stampedPeer(value)).toBeNull();
  });

  it('answers null for a stamp with another secret or without an address', () => {
    const [secret = ''] = peerStamp('10.0.0.1').split(' ');
    expect(secret).not.toBe('');
    expect(stampedPeer(`${secret}x 10.0.0.1`)).toBeNull();
    expect(stampedPeer(`x${secret} 10.0.0.1`)).toBeNull();
    expect(stampedPeer(secret)).toBeNull();
    expect(stampedPeer(`${secret} `)).toBeNull();
    expect(stampedPeer(peerStamp(''))).toBeNull();
  });

  it('shares one secret between separately loaded copies of the module (guard and app bundles)', async () => {
    const stamp = peerStamp('192.0.2.1');
    vi.resetModules();
    const other = await import('@/lib/http/peer-stamp');
    expect(other.stampedPeer(stamp)).toBe('192.0.2.1');
  });
});
