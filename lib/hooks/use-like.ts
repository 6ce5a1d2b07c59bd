import { useCallback } from 'react';
import type { DataLayerListing } from '@/lib/analytics';
import { useAccount, useAccountStoreApi } from './use-account';
import { useUiStore } from './use-ui-store';

export interface Like {
  /** SPEC §3 listOfLiked holds the listing. */
  liked: boolean;
  /** SPEC §4 Like: like or unlike; without a logged-in user, the login modal first, then the like. */
  toggle: () => void;
}

/** SPEC §4 Like for one listing; what a press does loads with the first press (lib/accounts/client/like-action.ts). */
export function useLike(listingId: number, listing?: DataLayerListing): Like {
  const store = useAccountStoreApi();
  const openModal = useUiStore((s) => s.openModal);
  const liked = useAccount((s) => s.liked.includes(listingId));
  const toggle = useCallback(() => {
    void import('@/lib/accounts/client/like-action').then(({ toggleLike }) => toggleLike({ store, openModal, listingId, listing }));
  }, [store, openModal, listingId, listing]);
  return { liked, toggle };
}
