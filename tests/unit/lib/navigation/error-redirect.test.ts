import { describe, expect, it } from 'vitest';
import { isErrorPage, renderErrorRedirect } from '@/lib/navigation';

describe('render error redirect (SPEC §4)', () => {
  it('sends the visitor to the error route with the failing path and query in eurl', () => {
    expect(renderErrorRedirect('/error/', { pathname: '/texas-land-for-sale/', search: '?a=1' })).toBe('/error/?eurl=%2Ftexas-land-for-sale%2F%3Fa%3D1');
    expect(renderErrorRedirect('/error', { pathname: '/land', search: '' })).toBe('/error?eurl=%2Fland');
  });

  it('stays put on the error page itself, with or without its trailing slash', () => {
    expect(renderErrorRedirect('/error/', { pathname: '/error/', search: '?eurl=%2Fx' })).toBeNull();
    expect(renderErrorRedirect('/error', { pathname: '/error/', search: '' })).toBeNull();
    expect(isErrorPage('/error/', '/error')).toBe(true);
    expect(isErrorPage('/error/', '/errors/')).toBe(false);
  });
});
