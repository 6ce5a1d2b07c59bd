import { useContext } from 'react';
import { useStore } from 'zustand';
import type { UiStore, UiStoreState } from '@/lib/ui';
import { UiStoreContext } from '@/lib/ui/client';

/** The UI store of the nearest UiStoreProvider, for event handlers that read or act without rendering. */
export function useUiStoreApi(): UiStore {
  const store = useContext(UiStoreContext);
  if (!store) throw new Error('useUiStore needs a UiStoreProvider above it (app/[brand]/layout.tsx mounts one).');
  return store;
}

/**
 * A slice of the UI state; the component re-renders only when the selected value changes. Select a
 * single value or an action, or wrap a selector that builds an object in zustand's `useShallow`.
 */
export function useUiStore<T>(selector: (state: UiStoreState) => T): T {
  return useStore(useUiStoreApi(), selector);
}
