// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import type { AbstractIntlMessages } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInLayout } from '../components/render-in-layout';
import { setRootBrand } from '../next-root-params';

vi.mock('next-intl/server', async () => (await import('../components/render-server')).serverTranslations);

// The page's own copy, added as the real PageClientCopy adds it (an async server component, which a
// client render cannot run): the namespaces each page asks for are recorded.
const pageCopy = vi.hoisted(() => ({ asked: [] as string[][] }));
vi.mock('@/components/ui/page-client-copy', async () => {
  const { AddedClientCopy } = await import('@/components/ui/added-client-copy');
  const { loadCompiledMessages } = await import('@/lib/brand/messages');
  const { pageClientMessages } = await import('@/lib/i18n/client-messages');
  const { serverBrand } = await import('../components/render-server');
  return {
    PageClientCopy({ extra, children }: { extra: readonly string[]; children: ReactNode }) {
      pageCopy.asked.push([...extra]);
      return <AddedClientCopy messages={pageClientMessages(loadCompiledMessages(serverBrand.key) as AbstractIntlMessages, extra)}>{children}</AddedClientCopy>;
    },
  };
});

const { default: LoginPage, generateMetadata: loginMetadata, revalidate: loginRevalidate } = await import('@/app/[brand]/login/[...path]/page');
const { default: ResetPage, generateMetadata: resetMetadata } = await import('@/app/[brand]/reset/[...path]/page');

afterEach(() => {
  cleanup();
  setRootBrand('land');
  pageCopy.asked = [];
});

const params = (path: string[]) => ({ params: Promise.resolve({ path }) });

describe('/login and /reset/{key} pages', () => {
  it('serve the login page for the route kind, cached and not indexed', async () => {
    window.history.replaceState(null, '', '/login/?title=Acrewise+Saved+Searches');
    renderInLayout('land', await LoginPage(params(['login'])));
    // The known titles come from the same copy as the SPEC §6 redirect.
    expect(screen.getByRole('heading', { level: 1, name: 'Acrewise Saved Searches' })).toBeInTheDocument();
    expect(loginRevalidate).toBe(300);
    expect((await loginMetadata()).robots).toMatchObject({ index: false });
    // Its inline forms' words, which other pages fetch with the account dialogs.
    expect(pageCopy.asked).toEqual([['accountUi']]);
  });

  it('are the brand’s 404 for a path of another kind', async () => {
    await expect(LoginPage(params(['login', 'extra']))).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
    await expect(ResetPage(params(['reset', 'bad key!']))).rejects.toThrow('NEXT_HTTP_ERROR_FALLBACK;404');
  });

  it('hand the reset key to the form and send no referrer', async () => {
    setRootBrand('rec');
    renderInLayout('rec', await ResetPage(params(['reset', 'rk_abcdefghijklmnop'])));
    expect(screen.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeInTheDocument();
    expect(await resetMetadata()).toMatchObject({ referrer: 'no-referrer', robots: { index: false } });
    expect(pageCopy.asked).toEqual([['accountUi']]);
  });
});
