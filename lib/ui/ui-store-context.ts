import { createContext } from 'react';
import type { UiStore } from './ui-store';

// Client only: imported by UiStoreProvider and useUiStore, never by server code (the React server
// build has no createContext), which is why lib/ui/index.ts does not re-export it.

/** The store of the nearest UiStoreProvider; null outside one. */
export const UiStoreContext = createContext<UiStore | null>(null);
