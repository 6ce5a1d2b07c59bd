import { describe, expect, it } from 'vitest';
import { clientAddress, forwardingFacts, requestClientAddress, trustedProto, type ForwardingFacts } from '@/lib/http/client-address';
import { AddressSet } from '@/lib/http/ip-address';
import { PEER_HEADER, peerStamp } from '@/lib/http/peer-stamp';

const trusted = new AddressSet(['10.0.0.0/8', '127.0.0.1']);
const facts = (over: Partial<ForwardingFacts>): ForwardingFacts => ({ peer: '10.0.0.2', forwardedFor: null, forwardedProto: null, ...over });

describe('clientAddress', () => {
  it('is the TCP peer when the peer is not a trusted proxy, whatever X-Forwarded-For says', () => {
    expect(clientAddress(facts({ peer: '203.0.113.5', forwardedFor: '198.51.100.1' }), trusted)).toBe('203.0.113.5');
    expect(clientAddress(facts({ peer: '127.0.0.1', forwardedFor: '198.51.100.1' }), new AddressSet([]))).toBe('127.0.0.1');
  });

  it('is the right-most hop that is not a trusted proxy when the peer is one', () => {
    expect(clientAddress(facts({ forwardedFor: '192.0.2.66, 198.51.100.7, 10.0.0.3' }), trusted)).toBe('198.51.100.7');
    expect(clientAddress(facts({ forwardedFor: '198.51.100.7' }), trusted)).toBe('198.51.100.7');
  });

  it('ignores hops that are not addresses', () => {
    expect(clientAddress(facts({ forwardedFor: '198.51.100.7, garbage, 10.0.0.3' }), trusted)).toBe('198.51.100.7');
    expect(clientAddress(facts({ forwardedFor: '198.51.100.7, unknown,,' }), trusted)).toBe('198.51.100.7');
  });

  it('reads IPv4-mapped and bracketed IPv6 hops as plain addresses', () => {
    expect(clientAddress(facts({ forwardedFor: '::ffff:198.51.100.7' }), trusted)).toBe('198.51.100.7');
    expect(clientAddress(facts({ forwardedFor: '[2001:DB8::1]' }), trusted)).toBe('2001:db8::1');
    expect(clientAddress(facts({ forwardedFor: '198.51.100.7, ::ffff:10.0.0.9' }), trusted)).toBe('198.51.100.7');
  });

  it('falls back to the left-most hop when every hop is a trusted proxy', () => {
    expect(clientAddress(facts({ forwardedFor: '10.0.0.9, 10.0.0.3' }), trusted)).toBe('10.0.0.9');
  });

  it('is the trusted peer itself when it forwarded no usable hop', () => {
    expect(clientAddress(facts({ forwardedFor: null }), trusted)).toBe('10.0.0.2');
    expect(clientAddress(facts({ forwardedFor: '' }), trusted)).toBe('10.0.0.2');
    expect(clientAddress(facts({ forwardedFor: 'garbage, also-garbage' }), trusted)).toBe('10.0.0.2');
  });

  it('is null without a stamped peer, whatever X-Forwarded-For says', () => {
    expect(clientAddress(facts({ peer: null, forwardedFor: '198.51.100.7' }), trusted)).toBeNull();
  });
});

describe('trustedProto', () => {
  it('believes X-Forwarded-Proto from a trusted peer, first value, any case', () => {
    expect(trustedProto(facts({ forwardedProto: 'https' }), trusted)).toBe('https');
    expect(trustedProto(facts({ forwardedProto: ' HTTPS , http' }), trusted)).toBe('https');
    expect(trustedProto(facts({ forwardedProto: 'http' }), trusted)).toBe('http');
  });

  it('is null from an untrusted or unknown peer', () => {
    expect(trustedProto(facts({ peer: '203.0.113.5', forwardedProto: 'https' }), trusted)).toBeNull();
    expect(trustedProto(facts({ peer: null, forwardedProto: 'https' }), trusted)).toBeNull();
  });

  it('is null for a missing or unknown protocol', () => {
    expect(trustedProto(facts({ forwardedProto: null }), trusted)).toBeNull();
    expect(trustedProto(facts({ forwardedProto: 'ftp' }), trusted)).toBeNull();
    expect(trustedProto(facts({ forwardedProto: '' }), trusted)).toBeNull();
  });
});

describe('forwardingFacts', () => {
  it('takes the peer from the guard stamp, normalized, and the forwarding headers as sent', () => {
    const headers = new Headers({ [PEER_HEADER]: peerStamp('::ffff:127.0.0.1'), 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' });
    expect(forwardingFacts(headers)).toEqual({ peer: '127.0.0.1', forwardedFor: '198.51.100.7', forwardedProto: 'https' });
  });

  it('has no peer without a stamp or with a forged one', () => {
    expect(forwardingFacts(new Headers()).peer).toBeNull();
    expect(forwardingFacts(new Headers({ [PEER_HEADER]: 'forged 10.0.0.2' })).peer).toBeNull();
    expect(forwardingFacts(new Headers({ [PEER_HEADER]: '10.0.0.2' })).peer).toBeNull();
  });
});

describe('requestClientAddress (no TRUSTED_PROXIES configured)', () => {
  it('is the stamped peer, ignoring X-Forwarded-For', () => {
    const headers = new Headers({ [PEER_HEADER]: peerStamp('127.0.0.1'), 'x-forwarded-for': '198.51.100.7' });
    expect(requestClientAddress(headers)).toBe('127.0.0.1');
  });

  it('is "unknown" without the guard stamp', () => {
    expect(requestClientAddress(new Headers({ 'x-forwarded-for': '198.51.100.7' }))).toBe('unknown');
  });
});
