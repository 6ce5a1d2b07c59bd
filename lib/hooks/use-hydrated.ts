import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the answer changes once, from the server's to the browser's.
const noSubscription = () => () => {};

/**
 * False in the server HTML and while React hydrates it, true once the calling component's own code runs
 * in the browser: for a `data-*` attribute that says the control now answers (tests and CSS read it).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(noSubscription, () => true, () => false);
}
