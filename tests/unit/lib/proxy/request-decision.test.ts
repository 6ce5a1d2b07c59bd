import { describe, expect, it } from 'vitest';
import { decideRequest, type RequestFacts } from '@/lib/proxy/request-decision';

const facts = (over: Partial<RequestFacts>): RequestFacts => ({
  pathname: '/',
  search: '',
  brand: { key: 'land', source: 'host' },
  dialect: 'land',
  rememberPreview: false,
  ...over,
});

describe('proxy request decision', () => {
  it('rewrites home and routes into app/[brand]/<kind>', () => {
    expect(decideRequest(facts({}))).toMatchObject({ action: 'rewrite', path: '/land', status: 200 });
    expect(decideRequest(facts({ pathname: '/texas-land-for-sale/llano-county/' }))).toMatchObject({
      action: 'rewrite',
      path: '/land/search/texas-land-for-sale/llano-county',
    });
    expect(decideRequest(facts({ pathname: '/search/texas/', dialect: 'classic', brand: { key: 'farm', source: 'host' } }))).toMatchObject({
      path: '/farm/search/search/texas',
    });
    expect(decideRequest(facts({ pathname: '/error/' }))).toMatchObject({ path: '/land/error-page/error' });
  });

  it('sends unknown paths to the brand 404 page', () => {
    expect(decideRequest(facts({ pathname: '/no/such/page/' }))).toEqual({
      action: 'rewrite',
      brand: 'land',
      path: '/land/not-found',
      status: 404,
      rememberPreview: false,
    });
  });

  it('redirects non-canonical forms with 308 and keeps the query', () => {
    expect(decideRequest(facts({ pathname: '/Texas-Land-For-Sale', search: '?price=1' }))).toEqual({
      action: 'redirect',
      location: '/texas-land-for-sale/?price=1',
      status: 308,
    });
    expect(decideRequest(facts({ pathname: '/land/', dialect: 'clean', brand: { key: 'rec', source: 'host' } }))).toMatchObject({
      action: 'redirect',
      location: '/land',
    });
  });

  it('passes on the preview flag so the proxy can remember the brand', () => {
    expect(decideRequest(facts({ rememberPreview: true }))).toMatchObject({ rememberPreview: true });
  });
});
