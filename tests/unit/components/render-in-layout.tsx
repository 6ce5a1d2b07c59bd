import type { ReactElement } from 'react';
import { useEffect } from 'react';
import { vi } from 'vitest';
import { AppRouterContext, type AppRouterInstance } from 'next/dist/shared/lib/app-router-context.shared-runtime';
import { AccountProvider } from '@/components/account/account-provider';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import type { AccountState, AccountStore } from '@/lib/accounts/client/account-store';
import { useAccountStoreApi } from '@/lib/hooks/use-account';
import { useUiStoreApi } from '@/lib/hooks/use-ui-store';
import type { UiStore } from '@/lib/ui';
import { renderWithBrand, type SiteBrandKey } from './render-with-brand';

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
 * store (optionally starting logged in). Returns the stores, read once the tree has mounted.
 */
export function renderInLayout(key: SiteBrandKey, ui: ReactElement, options: { account?: Partial<AccountState>; router?: AppRouterInstance } = {}) {
  const router = options.router ?? fakeRouter();
  const stores: Partial<LayoutStores> = {};
  const result = renderWithBrand(
    key,
    <AppRouterContext value={router}>
      <UiStoreProvider>
        <AccountProvider initialState={options.account}>
          <GrabStores onReady={(found) => Object.assign(stores, found)} />
          {ui}
        </AccountProvider>
      </UiStoreProvider>
    </AppRouterContext>,
  );
  return { ...result, router, stores: stores as LayoutStores };
}
