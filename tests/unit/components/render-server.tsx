import { NextIntlClientProvider, type Messages } from 'next-intl';
import type { ReactElement } from 'react';
import { renderToReadableStream } from 'react-dom/server.edge';
import { AccountProvider } from '@/components/account/account-provider';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import { loadCompiledMessages } from '@/lib/brand/messages';
import type { SiteBrandKey } from './render-with-brand';

/**
 * Renders a server component tree (async components included) to HTML as a page request would, with the
 * brand's messages and the layout's stores for its client components, and puts it in the test document for screen queries.
 * Server code reading `next-intl/server` needs that module mocked (`serverTranslations`).
 */
export async function renderServer(key: SiteBrandKey, ui: ReactElement): Promise<void> {
  const errors: unknown[] = [];
  const stream = await renderToReadableStream(
    <NextIntlClientProvider locale="en-US" timeZone="America/Chicago" messages={loadCompiledMessages(key) as Messages}>
      <UiStoreProvider>
        <AccountProvider>{ui}</AccountProvider>
      </UiStoreProvider>
    </NextIntlClientProvider>,
    { onError: (error) => void errors.push(error) },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  if (errors.length > 0) throw errors[0];
  document.body.innerHTML = html;
}

/** The brand whose copy the mocked `getTranslations` answers with. */
export const serverBrand: { key: SiteBrandKey } = { key: 'land' };

/**
 * A stand-in for `next-intl/server` outside a request:
 * `vi.mock('next-intl/server', async () => (await import('../render-server')).serverTranslations)`.
 */
export const serverTranslations = {
  getTranslations: async (namespace?: string) => {
    const { createTranslator } = await import('next-intl');
    return createTranslator({ locale: 'en-US', messages: loadCompiledMessages(serverBrand.key) as Messages, namespace });
  },
  getMessages: async () => loadCompiledMessages(serverBrand.key) as Messages,
  getLocale: async () => 'en-US',
};
