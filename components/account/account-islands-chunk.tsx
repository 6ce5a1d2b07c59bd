'use client';

import { AccountAreaBehaviour } from './account-area-behaviour';
import { AccountModals } from './account-modals';
import { LoginStatus } from './login-status';
import type { SellerLinks } from './seller-login-popover';

/**
 * The after-hydration account chunk (account-islands.tsx): login status, the modals' watcher and the
 * behaviour of the header's static account area.
 */
export default function AccountIslandsChunk({ sellerLinks }: { sellerLinks: SellerLinks }) {
  return (
    <>
      <LoginStatus sellerLinks={sellerLinks} />
      <AccountModals />
      <AccountAreaBehaviour />
    </>
  );
}
