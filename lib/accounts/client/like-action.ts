import type { DataLayerListing } from '@/lib/analytics';
import type { UiStoreState } from '@/lib/ui';
import type { AccountStore } from './account-store';
import { fetchCurrentLoginInfo } from './current-login-info';
import { sendLike } from './send-like';

// SPEC §4 Like, what a press does. Loaded on the first press (lib/hooks/use-like.ts): placards and the
// listing page's bar carry only the button.

export interface LikeRequest {
  store: AccountStore;
  openModal: UiStoreState['openModal'];
  listingId: number;
  listing?: DataLayerListing;
}

/** Sends the like; a session that ended meanwhile asks for a login, then sends it again. */
function like(request: LikeRequest, want: boolean): void {
  const { store, listingId, listing } = request;
  void sendLike(store, listingId, want, listing).then((outcome) => outcome === 'session-ended' && likeAfterLogin(request));
}

/** SPEC §4: the login modal opens and the like waits for the login (closing the modal drops it). */
function likeAfterLogin(request: LikeRequest): void {
  request.store.getState().setAfterLogin(() => like(request, true));
  request.openModal('login');
}

/**
 * A logged-in user's like shows at once and is rolled back if the server refuses it (send-like.ts).
 * Anyone else (or a status not known yet) gets the login modal, and the like runs after the login:
 * the visitor wants the listing liked, whatever the list then holds.
 */
export async function toggleLike(request: LikeRequest): Promise<void> {
  // Pressed before the login status came in (it loads after the page): ask for it first, so a
  // logged-in user is not sent to the login modal.
  if (request.store.getState().status === 'unknown') {
    const info = await fetchCurrentLoginInfo();
    if (info) request.store.getState().applyLoginInfo(info, Date.now());
  }
  const { status, liked } = request.store.getState();
  if (status !== 'user') likeAfterLogin(request);
  else like(request, !liked.includes(request.listingId));
}
