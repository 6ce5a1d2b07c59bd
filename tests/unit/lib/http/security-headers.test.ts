import { describe, expect, it } from 'vitest';
import { siteBrands } from '@/lib/brand/registry';
import { deploymentPdfPolicy, deploymentSecurityHeaders, pdfSecurityPolicy, securityHeaders, type HeaderList } from '@/lib/http/security-headers';

const options = { production: false, development: false, mapOrigins: ['https://tiles.example.com'] };
const asMap = (headers: HeaderList): Map<string, string> => {
  const map = new Map(headers.map(([name, value]) => [name, value]));
  expect(map.size).toBe(headers.length);
  return map;
};

describe('security headers', () => {
  it('forbid sniffing, framing by other sites, leaking full referrers and unused browser features', () => {
    const headers = asMap(securityHeaders(options));
    expect(headers.get('x-content-type-options')).toBe('nosniff');
    expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(headers.get('permissions-policy')).toMatch(/microphone=\(\)/);
  });

  it('carry the content security policy with the map origins', () => {
    const csp = asMap(securityHeaders(options)).get('content-security-policy') ?? '';
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain('https://tiles.example.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(asMap(securityHeaders({ ...options, production: true })).get('content-security-policy')).toContain('upgrade-insecure-requests');
  });

  it('give PDF answers the same policy with object-src self for the browser’s PDF viewer', () => {
    const page = asMap(securityHeaders(options)).get('content-security-policy') ?? '';
    expect(pdfSecurityPolicy(options)).toBe(page.replace("object-src 'none'", "object-src 'self'"));
    expect(pdfSecurityPolicy({ ...options, production: true })).toContain('upgrade-insecure-requests');
    expect(deploymentPdfPolicy()).toBe((asMap(deploymentSecurityHeaders()).get('content-security-policy') ?? '').replace("object-src 'none'", "object-src 'self'"));
  });

  it('send HSTS in production only', () => {
    expect(asMap(securityHeaders(options)).has('strict-transport-security')).toBe(false);
    expect(asMap(securityHeaders({ ...options, production: true })).get('strict-transport-security')).toMatch(/^max-age=\d{8,}; includeSubDomains$/);
  });

  it('of this test deployment have no HSTS and every brand map origin in the policy', () => {
    const headers = asMap(deploymentSecurityHeaders());
    expect(headers.has('strict-transport-security')).toBe(false);
    const csp = headers.get('content-security-policy') ?? '';
    expect(csp).not.toContain('unsafe-eval');
    const origins = siteBrands().flatMap((b) => (b.mapStyleUrl ? [new URL(b.mapStyleUrl).origin] : []));
    expect(origins.filter((origin) => !csp.includes(origin))).toEqual([]);
  });

  it('let the map load the public base maps from exactly their hosts, for images and requests only', () => {
    const csp = asMap(deploymentSecurityHeaders()).get('content-security-policy') ?? '';
    const directive = (name: string) => csp.split('; ').find((d) => d.startsWith(`${name} `))?.split(' ').slice(1) ?? [];
    const brandOrigins = siteBrands().flatMap((b) => (b.mapStyleUrl ? [new URL(b.mapStyleUrl).origin] : []));
    const outside = (name: string) => directive(name).filter((source) => source.startsWith('https://'));
    const expected = [...new Set(['https://tiles.openfreemap.org', 'https://basemap.nationalmap.gov', ...brandOrigins])].sort();
    expect(outside('img-src').sort()).toEqual(expected);
    expect(outside('connect-src').sort()).toEqual(expected);
    for (const name of ['script-src', 'style-src', 'font-src', 'worker-src', 'default-src']) expect(outside(name), name).toEqual([]);
  });
});
