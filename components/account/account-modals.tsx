'use client';

import type { AbstractIntlMessages } from 'next-intl';
import { useEffect, useState, type ComponentType } from 'react';
import { AddedClientCopy } from '@/components/ui/added-client-copy';
import { useAccountStoreApi } from '@/lib/hooks/use-account';
import { useUiStore, useUiStoreApi } from '@/lib/hooks/use-ui-store';
import { loadAccountDialogs } from './load-account-dialogs';

interface LoadedDialogs {
  Dialogs: ComponentType;
  copy: AbstractIntlMessages;
}

const accountModalIds = ['login', 'register', 'reset', 'changePassword'] as const;

/**
 * SPEC §3 account modals (login, register, reset, change password) for every page, mounted once in the
 * root layout. Renders nothing until one of them opens in the UI store; then loads their chunk and
 * their words and keeps them mounted. If either cannot be fetched (the network dropped), the modal that
 * asked closes again and the next open tries anew, rather than the page failing.
 */
export function AccountModals() {
  const opened = useUiStore((s) => accountModalIds.some((id) => s.modals[id]));
  const ui = useUiStoreApi();
  const account = useAccountStoreApi();
  const [loaded, setLoaded] = useState<LoadedDialogs | null>(null);
  useEffect(() => {
    if (!opened || loaded) return;
    let current = true;
    loadAccountDialogs().then(
      ([module, copy]) => current && setLoaded({ Dialogs: module.default, copy }),
      () => {
        if (!current) return;
        // As when the login modal is closed unused: a Like waiting for the login is dropped.
        account.getState().setAfterLogin(null);
        for (const id of accountModalIds) ui.getState().closeModal(id);
      },
    );
    return () => {
      current = false;
    };
  }, [opened, loaded, ui, account]);
  if (!loaded) return null;
  const { Dialogs, copy } = loaded;
  return (
    <AddedClientCopy messages={copy}>
      <Dialogs />
    </AddedClientCopy>
  );
}
