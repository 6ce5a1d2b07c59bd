'use client';

import { useState, type ReactNode } from 'react';
import { createUiStore, type UiState } from '@/lib/ui';
import { UiStoreContext } from '@/lib/ui/client';

interface UiStoreProviderProps {
  children: ReactNode;
  /** State to start from (tests, stories); a page starts from the defaults. */
  initialState?: Partial<UiState>;
}

/**
 * Gives its subtree one UI store (SPEC §3 client state), made when the provider mounts and kept for its
 * life. Each request renders its own provider, so no two visitors ever share a store on the server.
 */
export function UiStoreProvider({ children, initialState }: UiStoreProviderProps) {
  const [store] = useState(() => createUiStore(initialState));
  return <UiStoreContext value={store}>{children}</UiStoreContext>;
}
