import { useEffect, type ReactElement } from 'react';
import { UiStoreProvider } from '@/components/ui/ui-store-provider';
import { useUiStoreApi } from '@/lib/hooks/use-ui-store';
import type { GalleryMedia, ListingMapPlace, ListingPhoto } from '@/lib/listings/media';
import type { UiState, UiStore } from '@/lib/ui';
import { renderWithBrand } from '../render-with-brand';

export const title = '310 Acres on the Llano River';

export const photos = (count: number): ListingPhoto[] =>
  Array.from({ length: count }, (_, i) => ({ documentId: 100 + i, alt: `${title}, photo ${i + 1} of ${count}` }));

export const youtube = { provider: 'youtube', url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ', embedUrl: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ' } as const;
export const vimeo = { provider: 'vimeo', url: 'https://vimeo.com/123456789', embedUrl: 'https://player.vimeo.com/video/123456789' } as const;
export const matterport = { url: 'https://my.matterport.com/show/?m=AbCdEfGhIjK' };

export const fullMedia: GalleryMedia = { photos: photos(6), video: youtube, tour: matterport };

export const place: ListingMapPlace = {
  latitude: 30.75,
  longitude: -98.68,
  countyId: 48299,
  stateId: 48,
  towns: [{ name: 'Llano', latitude: 30.76, longitude: -98.67 }, { name: 'Kingsland', latitude: 30.66, longitude: -98.44 }],
};

export const colors = { primary: '#1d3b2a', accent: '#c8702a' };

/** The test's handle on the page's UI store. */
export const storeRef: { current: UiStore | null } = { current: null };

function StoreProbe() {
  const store = useUiStoreApi();
  useEffect(() => {
    storeRef.current = store;
  }, [store]);
  return null;
}

export function carouselState() {
  if (!storeRef.current) throw new Error('no store rendered');
  return storeRef.current.getState().carousel;
}

/** Renders with the brand's messages and a UI store, as the brand layout does. */
export function renderWithStore(ui: ReactElement, initialState?: Partial<UiState>) {
  return renderWithBrand(
    'land',
    <UiStoreProvider initialState={initialState}>
      <StoreProbe />
      {ui}
    </UiStoreProvider>,
  );
}

/** jsdom lays nothing out; Swiper measures its frame to place the slides of a loop. */
export function fakeLayout() {
  Object.defineProperty(HTMLElement.prototype, 'clientWidth', { configurable: true, get: () => 1280 });
  Object.defineProperty(HTMLElement.prototype, 'clientHeight', { configurable: true, get: () => 800 });
}

export function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
}
