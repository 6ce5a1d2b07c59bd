import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, type CspOptions } from '@/lib/http/content-security-policy';
import { LOGGING_ENDPOINT } from '@/lib/logging/endpoint';

const mapOrigins = ['https://tiles.example.com', 'https://fonts.example.org'];
const base: CspOptions = { mapOrigins, development: false, upgradeInsecureRequests: false };

/** The policy as directive -> source list; every directive appears once. */
function directives(policy: string): Map<string, string[]> {
  const entries = policy.split(';').map((part) => part.trim().split(/\s+/));
  const map = new Map(entries.map(([name = '', ...sources]) => [name, sources]));
  expect(map.size).toBe(entries.length);
  return map;
}

describe('content security policy', () => {
  it('forbids plugins, foreign base URLs, framing by other sites and foreign form targets', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
  });

  it('lets a PDF answer load in the browser’s viewer (object-src self) and changes nothing else', () => {
    const page = directives(contentSecurityPolicy(base));
    const pdf = directives(contentSecurityPolicy({ ...base, pdfViewer: true }));
    expect(pdf.get('object-src')).toEqual(["'self'"]);
    expect(new Map([...pdf].filter(([name]) => name !== 'object-src'))).toEqual(new Map([...page].filter(([name]) => name !== 'object-src')));
  });

  it('reports violations to the logging endpoint', () => {
    expect(LOGGING_ENDPOINT).toBe('/api/logging/log');
    expect(directives(contentSecurityPolicy(base)).get('report-uri')).toEqual(['/api/logging/log']);
  });

  it("allows 'unsafe-eval' and dev websockets in development only", () => {
    const production = directives(contentSecurityPolicy(base));
    expect(production.get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
    expect(contentSecurityPolicy(base)).not.toContain('unsafe-eval');
    expect(production.get('connect-src')).not.toContain('ws:');
    const development = directives(contentSecurityPolicy({ ...base, development: true }));
    expect(development.get('script-src')).toContain("'unsafe-eval'");
    expect(development.get('connect-src')).toEqual(expect.arrayContaining(['ws:', 'wss:']));
  });

  it('lets the map load styles, tiles and images from its origins', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get('connect-src')).toEqual(["'self'", ...mapOrigins]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', ...mapOrigins]);
    expect(policy.get('worker-src')).toEqual(["'self'", 'blob:']);
  });

  it('frames only the video players and the 3D tour host the listing gallery embeds', () => {
    const policy = directives(contentSecurityPolicy(base));
    expect(policy.get('frame-src')).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com', 'https://my.matterport.com']);
    // The players' own pages load their scripts inside their frames: nothing else of theirs is allowed here.
    for (const name of ['script-src', 'connect-src', 'img-src', 'default-src']) {
      expect(policy.get(name)?.some((source) => /youtube|vimeo|matterport/.test(source))).toBe(false);
    }
    expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('has no empty sources without map origins', () => {
    const text = contentSecurityPolicy({ ...base, mapOrigins: [] });
    expect(text).not.toMatch(/\s;|\s\s|\s$/);
    expect(directives(text).get('connect-src')).toEqual(["'self'"]);
  });

  it('asks for upgrade-insecure-requests only when told to', () => {
    expect(directives(contentSecurityPolicy(base)).has('upgrade-insecure-requests')).toBe(false);
    expect(directives(contentSecurityPolicy({ ...base, upgradeInsecureRequests: true })).get('upgrade-insecure-requests')).toEqual([]);
  });
});
