'use client';

import { lazy, Suspense, useState } from 'react';
import { useUiStore } from '@/lib/hooks/use-ui-store';
import { loadAccountDialogs } from './load-account-dialogs';

const AccountDialogs = lazy(loadAccountDialogs);

/**
 * SPEC §3 account modals (login, register, reset, change password) for every page, mounted once in the
 * root layout. Renders nothing until one of them opens in the UI store; then loads their chunk and
 * keeps it mounted.
 */
export function AccountModals() {
  const opened = useUiStore((s) => s.modals.login || s.modals.register || s.modals.reset || s.modals.changePassword);
  const [engaged, setEngaged] = useState(false);
  if (opened && !engaged) setEngaged(true);
  if (!engaged) return null;
  return (
    <Suspense fallback={null}>
      <AccountDialogs />
    </Suspense>
  );
}
