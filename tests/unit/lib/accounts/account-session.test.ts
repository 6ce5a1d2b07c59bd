import { beforeEach, describe, expect, it, vi } from 'vitest';
import { requireAccountSession } from '@/lib/accounts/account-session';
import { brandOf } from '../../components/render-with-brand';

vi.mock('next-intl/server', async () => (await import('../../components/render-server')).serverTranslations);
const request = vi.hoisted(() => ({ headers: new Headers(), session: null as null | { userId: number } }));
vi.mock('next/headers', () => ({ headers: async () => request.headers }));
vi.mock('@/lib/auth/session', () => ({ readSession: async (headers: Headers) => (headers === request.headers ? request.session : null) }));
vi.mock('next/navigation', () => ({
  redirect: (href: string) => {
    throw new Error(`redirect ${href}`);
  },
}));

beforeEach(() => {
  request.headers = new Headers({ cookie: 'acrewise.session_token=x' });
});

describe('requireAccountSession', () => {
  it('answers the session read from the request’s own headers', async () => {
    request.session = { userId: 7 };
    await expect(requireAccountSession(brandOf('land'), 'settings', '/account/details/')).resolves.toEqual({ userId: 7 });
  });

  it('redirects a visitor without a session to the login page with the origin and the SPEC §6 title', async () => {
    request.session = null;
    await expect(requireAccountSession(brandOf('land'), 'saved-searches', '/account/savedsearches/'))
      .rejects.toThrow(`redirect /login/?${new URLSearchParams({ origin: '/account/savedsearches/', title: 'Acrewise Saved Searches' })}`);
  });
});
