import { describe, expect, it } from 'vitest';
import { isCrossSiteWrite } from '@/lib/http/cross-site';

const request = (method: string, headers: Record<string, string>) => new Request('http://land.localhost:3000/api/account/login', { method, headers: { host: 'land.localhost:3000', ...headers } });

describe('cross-site writes', () => {
  it('refuses writes another site makes', () => {
    expect(isCrossSiteWrite(request('POST', { 'sec-fetch-site': 'cross-site' }))).toBe(true);
    expect(isCrossSiteWrite(request('DELETE', { 'sec-fetch-site': 'same-site' }))).toBe(true);
    expect(isCrossSiteWrite(request('PUT', { origin: 'https://evil.example' }))).toBe(true);
    expect(isCrossSiteWrite(request('PATCH', { origin: 'http://farm.localhost:3000' }))).toBe(true);
    expect(isCrossSiteWrite(request('POST', { origin: 'null' }))).toBe(true);
  });

  it('lets same-origin writes, reads and clients without browser headers through', () => {
    expect(isCrossSiteWrite(request('POST', { origin: 'http://land.localhost:3000', 'sec-fetch-site': 'same-origin' }))).toBe(false);
    expect(isCrossSiteWrite(request('POST', {}))).toBe(false);
    expect(isCrossSiteWrite(request('GET', { 'sec-fetch-site': 'cross-site' }))).toBe(false);
  });
});
