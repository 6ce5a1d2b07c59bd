import { describe, expect, it } from 'vitest';
import { AddressSet, normalizeIp } from '@/lib/http/ip-address';

describe('normalizeIp', () => {
  it.each([
    ['10.0.0.1', '10.0.0.1'],
    [' 10.0.0.1 ', '10.0.0.1'],
    ['::ffff:10.0.0.1', '10.0.0.1'],
    ['::FFFF:192.0.2.7', '192.0.2.7'],
    ['::1', '::1'],
    ['[::1]', '::1'],
    ['[2001:DB8::1]:443', '2001:db8::1'],
    ['FE80::1', 'fe80::1'],
  ])('reads %j as the address %j', (input, expected) => {
    expect(normalizeIp(input)).toBe(expected);
  });

  it.each([[null], [undefined], [''], ['unknown'], ['10.0.0.1:80'], ['999.1.1.1'], ['1.2.3'], ['example.com'], ['::ffff:999.0.0.1'], ['[::1'], ['10.0.0.1, 10.0.0.2']])(
    'answers null for %j, which is not an address',
    (input) => {
      expect(normalizeIp(input)).toBeNull();
    },
  );
});

describe('AddressSet', () => {
  it('holds single addresses and nothing else', () => {
    const set = new AddressSet(['127.0.0.1', '::1']);
    expect(set.size).toBe(2);
    expect(set.has('127.0.0.1')).toBe(true);
    expect(set.has('::1')).toBe(true);
    expect(set.has('127.0.0.2')).toBe(false);
    expect(set.has('::2')).toBe(false);
  });

  it('holds every address of an IPv4 CIDR range and none outside it', () => {
    const set = new AddressSet(['10.0.0.0/8', '192.168.1.0/24']);
    expect(set.has('10.0.0.0')).toBe(true);
    expect(set.has('10.255.255.255')).toBe(true);
    expect(set.has('192.168.1.200')).toBe(true);
    expect(set.has('11.0.0.1')).toBe(false);
    expect(set.has('192.168.2.1')).toBe(false);
  });

  it('holds every address of an IPv6 CIDR range and none outside it', () => {
    const set = new AddressSet(['fd00::/8']);
    expect(set.has('fd12:3456::1')).toBe(true);
    expect(set.has('fe80::1')).toBe(false);
  });

  it('treats an IPv4-mapped IPv6 address as the IPv4 address, both as entry and as query', () => {
    expect(new AddressSet(['10.0.0.0/8']).has('::ffff:10.1.2.3')).toBe(true);
    expect(new AddressSet(['::ffff:127.0.0.1']).has('127.0.0.1')).toBe(true);
    expect(new AddressSet(['127.0.0.1']).has('[::ffff:127.0.0.1]')).toBe(true);
  });

  it('holds nothing when empty, and never a missing or invalid address', () => {
    expect(new AddressSet([]).has('127.0.0.1')).toBe(false);
    const everything = new AddressSet(['0.0.0.0/0', '::/0']);
    expect(everything.has('203.0.113.9')).toBe(true);
    expect(everything.has(null)).toBe(false);
    expect(everything.has('garbage')).toBe(false);
    expect(everything.has('')).toBe(false);
  });

  it.each([['nonsense'], [''], ['10.0.0.0/33'], ['10.0.0.0/-1'], ['10.0.0.0/abc'], ['10.0.0.0/8.5'], ['::1/129'], ['10.0.0.0/'], ['10.0.0.0/8/16'], ['10.0.0.0/0x8'], ['example.com/8']])(
    'throws for the invalid entry %j',
    (entry) => {
      expect(() => new AddressSet(['127.0.0.1', entry])).toThrow(entry === '' ? /not an IP address/ : entry);
    },
  );
});
