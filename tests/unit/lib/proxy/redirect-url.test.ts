import { describe, expect, it } from 'vitest';
import { redirectUrl, visitorOrigin } from '@/lib/proxy/redirect-url';

const fallback = 'http://localhost:3000/land/home';

describe('visitorOrigin', () => {
  it('keeps the brand host and port the visitor used', () => {
    expect(visitorOrigin('farm.localhost:3000', null, fallback)).toBe('http://farm.localhost:3000');
    expect(visitorOrigin('Rec.Example.com', 'https', fallback)).toBe('https://rec.example.com');
  });

  it('falls back to the server origin for a missing or malformed host', () => {
    for (const host of [null, '', 'evil.example/x', '[::1]', 'a b', 'land.localhost:99999', '-bad.com', 'x:1:2']) {
      expect(visitorOrigin(host, null, fallback)).toBe('http://localhost:3000');
    }
  });

  it('ignores a forwarded protocol other than http or https', () => {
    expect(visitorOrigin('land.localhost', 'javascript', fallback)).toBe('http://land.localhost');
  });
});

describe('redirectUrl', () => {
  it('resolves the canonical path and query on the visitor origin', () => {
    expect(redirectUrl('/Texas?page=2', 'land.localhost:3100', null, fallback).href).toBe('http://land.localhost:3100/Texas?page=2');
  });
});
