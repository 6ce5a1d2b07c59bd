'use client';

import { AccountAreaBehaviour } from './account-area-behaviour';
import { AccountModals } from './account-modals';
import { LoginStatus } from './login-status';
import { NearMeLinks } from './near-me-links';
import type { SellerLinks } from './seller-login-popover';

/**
 * The after-hydration account chunk (account-islands.tsx): login status, the modals' watcher, the
 * behaviour of the header's static account area, and the near-me links once a zip is known.
 */
export default function AccountIslandsChunk({ sellerLinks }: { sellerLinks: SellerLinks }) {
  return (
    <>
      <LoginStatus sellerLinks={sellerLinks} />
      <AccountModals />
      <AccountAreaBehaviour />
      <NearMeLinks />
    </>
  );
}
