import { dataLayerEvents, pushDataLayerEvent, type DataLayerListing } from '@/lib/analytics';
import { deleteLike, putLike } from './account-client';
import type { AccountStore } from './account-store';
import { withLike } from './liked-list';
import { isIdList } from './login-info-check';

/** How a like ended: taken (or nothing to do), refused and rolled back, or refused because the session is gone. */
export type LikeOutcome = 'done' | 'rolled-back' | 'session-ended';

/**
 * SPEC §4 Like or unlike one listing for the logged-in user: shown at once, sent, then the server's
 * liked list is the store's and the data layer hears `wishlist add` or `wishlist remove` (SPEC §7). A
 * refusal takes back this listing's change only (others may have changed meanwhile).
 */
export async function sendLike(store: AccountStore, listingId: number, want: boolean, listing?: DataLayerListing): Promise<LikeOutcome> {
  const { liked, setLiked } = store.getState();
  if (liked.includes(listingId) === want) return 'done';
  setLiked(withLike(liked, listingId, want));
  const answer = await (want ? putLike(listingId) : deleteLike(listingId));
  if (answer.ok && isIdList(answer.data)) {
    store.getState().setLiked(answer.data);
    pushDataLayerEvent(want ? dataLayerEvents.wishlistAdd : dataLayerEvents.wishlistRemove, listing);
    return 'done';
  }
  store.getState().setLiked(withLike(store.getState().liked, listingId, !want));
  if (answer.ok || answer.status !== 401) return 'rolled-back';
  store.getState().loggedOut(Date.now());
  return 'session-ended';
}
