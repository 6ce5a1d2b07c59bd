import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { escapeUndecodablePath, originFormTarget } from '@/lib/http/request-path';

const pathOf = (target: string): string => target.split('?')[0] ?? '';
const decodes = (path: string): boolean => {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};

describe('escapeUndecodablePath', () => {
  it.each([['/'], ['/texas-land-for-sale/'], ['/a%20b/%C3%A9/'], ['/search?q=%zz&x=%'], ['/a/b?c=%20'], ['/%25zz']])('leaves the decodable target %j as it is', (target) => {
    expect(escapeUndecodablePath(target)).toBe(target);
  });

  it.each([
    ['/a/%zz', '/a/%25zz'],
    ['/a/%ff/', '/a/%25ff/'],
    ['/%E0%A4%A', '/%25E0%25A4%25A'],
    ['/x%', '/x%25'],
    ['/ok%20/%zz', '/ok%2520/%25zz'],
  ])('escapes every "%" of the undecodable path %j', (target, expected) => {
    expect(escapeUndecodablePath(target)).toBe(expected);
  });

  it('keeps the query string of an undecodable path exactly as sent', () => {
    expect(escapeUndecodablePath('/a/%zz?q=%zz&r=%20#x')).toBe('/a/%25zz?q=%zz&r=%20#x');
    expect(escapeUndecodablePath('/a/%ff?')).toBe('/a/%25ff?');
  });

  it('always yields a path that decodes (to the text sent, when it did not decode), keeps the query and is stable', () => {
    const part = fc.array(fc.constantFrom('a', 'f', 'z', '0', 'E', '%', '/', '%2'), { maxLength: 12 }).map((p) => p.join(''));
    const target = fc.tuple(part, fc.option(part, { nil: undefined })).map(([path, query]) => `/${path}${query === undefined ? '' : `?${query}`}`);
    const sample = fc.sample(target, { numRuns: 200, seed: 7 });
    expect(sample.filter((t) => !decodes(pathOf(t))).length).toBeGreaterThan(20);
    expect(sample.filter((t) => decodes(pathOf(t))).length).toBeGreaterThan(20);

    fc.assert(
      fc.property(target, (input) => {
        const output = escapeUndecodablePath(input);
        const expectedPath = decodes(pathOf(input)) ? decodeURIComponent(pathOf(input)) : pathOf(input);
        expect(decodeURIComponent(pathOf(output))).toBe(expectedPath);
        expect(output.slice(pathOf(output).length)).toBe(input.slice(pathOf(input).length));
        expect(escapeUndecodablePath(output)).toBe(output);
      }),
      { seed: 11, numRuns: 500 },
    );
  });
});

describe('originFormTarget', () => {
  it('keeps an origin-form target (escaping an undecodable path)', () => {
    expect(originFormTarget('/a?b=1')).toEqual({ ok: true, path: '/a?b=1' });
    expect(originFormTarget('/a/%zz?q=%')).toEqual({ ok: true, path: '/a/%25zz?q=%' });
  });

  it('turns an absolute-form target into its path and host, exactly as sent', () => {
    expect(originFormTarget('http://evil.example/x?y=1')).toEqual({ ok: true, path: '/x?y=1', host: 'evil.example' });
    expect(originFormTarget('HTTPS://Acrewise.com:8443/Texas/')).toEqual({ ok: true, path: '/Texas/', host: 'acrewise.com:8443' });
    expect(originFormTarget('http://evil.example')).toEqual({ ok: true, path: '/', host: 'evil.example' });
    expect(originFormTarget('http://evil.example?q=/x')).toEqual({ ok: true, path: '/?q=/x', host: 'evil.example' });
    expect(originFormTarget('http://evil.example//other.example/%ff')).toEqual({ ok: true, path: '//other.example/%25ff', host: 'evil.example' });
  });

  it('refuses asterisk-form, authority-form and anything unparseable', () => {
    for (const target of ['*', 'evil.example:443', 'x', '', 'http://[::1', 'ftp://a/b', 'javascript:alert(1)']) {
      expect(originFormTarget(target), target).toEqual({ ok: false });
    }
  });
});
