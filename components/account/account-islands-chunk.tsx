'use client';

import { AccountModals } from './account-modals';
import { LoginStatus } from './login-status';
import type { SellerLinks } from './seller-login-popover';

/** The after-hydration account chunk (account-islands.tsx): login status and the modals' watcher. */
export default function AccountIslandsChunk({ sellerLinks }: { sellerLinks: SellerLinks }) {
  return (
    <>
      <LoginStatus sellerLinks={sellerLinks} />
      <AccountModals />
    </>
  );
}
