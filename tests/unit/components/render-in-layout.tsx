import { render } from '@testing-library/react';
import { NextIntlClientProvider, type Messages } from 'next-intl';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { useEffect, type ReactElement, type ReactNode } from 'react';
import { vi } from 'vitest';
import { AccountProvider } from '@/components/account/account-provider';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import type { AccountState, AccountStore } from '@/lib/accounts/client/account-store';
import { loadCompiledMessages } from '@/lib/brand/messages';
import { useAccountStoreApi } from '@/lib/hooks/use-account';
import { useUiStoreApi } from '@/lib/hooks/use-ui-store';
import type { UiStore } from '@/lib/ui';
import type { SiteBrandKey } from './render-with-brand';

/** A router that records where the page was sent. */
export function fakeRouter() {
  return { back: vi.fn(), forward: vi.fn(), refresh: vi.fn(), push: vi.fn(), replace: vi.fn(), prefetch: vi.fn(), bfcacheId: 'test' } satisfies AppRouterInstance;
}

export interface LayoutStores {
  ui: UiStore;
  account: AccountStore;
}

function GrabStores({ onReady }: { onReady: (stores: LayoutStores) => void }) {
  const ui = useUiStoreApi();
  const account = useAccountStoreApi();
  useEffect(() => {
    onReady({ ui, account });
  }, [onReady, ui, account]);
  return null;
}

/**
 * Renders as the root layout does: the brand's messages, the app router, the UI store and the account
 * store (optionally starting logged in). Returns the stores, read once the tree has mounted; `rerender`
 * keeps them.
 */
export function renderInLayout(key: SiteBrandKey, ui: ReactElement, options: { account?: Partial<AccountState>; router?: AppRouterInstance } = {}) {
  const router = options.router ?? fakeRouter();
  const stores: Partial<LayoutStores> = {};
  const grab = (found: LayoutStores) => Object.assign(stores, found);
  const messages = loadCompiledMessages(key) as Messages;
  function Layout({ children }: { children: ReactNode }) {
    return (
      <NextIntlClientProvider locale="en-US" timeZone="America/Chicago" messages={messages}>
        <AppRouterContext value={router}>
          <UiStoreProvider>
            <AccountProvider initialState={options.account}>
              <GrabStores onReady={grab} />
              {children}
            </AccountProvider>
          </UiStoreProvider>
        </AppRouterContext>
      </NextIntlClientProvider>
    );
  }
  const result = render(ui, { wrapper: Layout });
  return { ...result, router, stores: stores as LayoutStores };
}
