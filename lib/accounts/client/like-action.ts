import { useCallback } from 'react';
import type { AccountStore } from '@/lib/accounts/client/account-store';
import { sendLike } from '@/lib/accounts/client/send-like';
import type { DataLayerListing } from '@/lib/analytics/data-layer';
import type { UiStoreState } from '@/lib/ui';
import { useAccount, useAccountStoreApi } from './use-account';
import { useUiStore } from './use-ui-store';

export interface Like {
  /** SPEC §3 listOfLiked holds the listing. */
  liked: boolean;
  /** SPEC §4 Like: like or unlike; without a logged-in user, the login modal first, then the like. */
  toggle: () => void;
}

interface LikeRequest {
  store: AccountStore;
  openModal: UiStoreState['openModal'];
  listingId: number;
  want: boolean;
  listing?: DataLayerListing;
}

/** Sends the like; a session that ended meanwhile asks for a login, then sends it again. */
function like(request: LikeRequest): void {
  const { store, listingId, want, listing } = request;
  void sendLike(store, listingId, want, listing).then((outcome) => outcome === 'session-ended' && likeAfterLogin(request));
}

/** SPEC §4: the login modal opens and the like waits for the login (closing the modal drops it). */
function likeAfterLogin(request: LikeRequest): void {
  request.store.getState().setAfterLogin(() => like(request));
  request.openModal('login');
}

/**
 * SPEC §4 Like for one listing. A logged-in user's like shows at once and is rolled back if the server
 * refuses it (lib/accounts/client/send-like.ts). Anyone else (or a status not known yet) gets the login
 * modal, and the like runs after the login.
 */
export function useLike(listingId: number, listing?: DataLayerListing): Like {
  const store = useAccountStoreApi();
  const openModal = useUiStore((s) => s.openModal);
  const liked = useAccount((s) => s.liked.includes(listingId));
  const toggle = useCallback(() => {
    const { status, liked: ids } = store.getState();
    // After a login the visitor wants the listing liked, whatever the list then holds.
    if (status !== 'user') likeAfterLogin({ store, openModal, listingId, want: true, listing });
    else like({ store, openModal, listingId, want: !ids.includes(listingId), listing });
  }, [store, openModal, listingId, listing]);
  return { liked, toggle };
}
