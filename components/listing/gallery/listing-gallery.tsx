import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { galleryTileCount, heroImageSizes, type GalleryMedia, type ListingMapPlace } from '@/lib/listings/media';
import type { MarkerColors } from '@/lib/map';
import { GalleryButtons } from './gallery-buttons';
import { GalleryOpener } from './gallery-opener';
import { GalleryPhoto } from './gallery-photo';
import { carouselTrigger } from './gallery-triggers';

export interface ListingGalleryProps {
  media: GalleryMedia;
  /** The listing's title: the dialog's and the players' labels. */
  title: string;
  /** Where the listing is, for the carousel's property and local maps. */
  place: ListingMapPlace;
  /** The brand's primary and accent colours (the map draws with them). */
  colors: MarkerColors;
  /** The brand's `mapStyleUrl`, when it has one. */
  mapStyleUrl?: string;
}

// One large photo and up to four small ones from 901 px (SPEC §9 medium), the large one alone on phones.
// From 1025 px the page may put the contact card beside the gallery, so two small photos at most there.
const gridClass = { 0: 'md:grid-cols-1', 1: 'md:grid-cols-3', 2: 'md:grid-cols-3 md:grid-rows-2', 4: 'md:grid-cols-4 md:grid-rows-2 lg:grid-cols-3' } as const;
const heroClass = { 0: '', 1: 'md:col-span-2', 2: 'md:col-span-2 md:row-span-2', 4: 'md:col-span-2 md:row-span-2' } as const;
const tileSizes = { 0: '1px', 1: '(min-width: 901px) 33vw, 1px', 2: '(min-width: 901px) 33vw, 1px', 4: '(min-width: 901px) 25vw, 1px' } as const;

/**
 * The listing page's hero (server HTML): the first photo, eager and fetched first (the largest paint),
 * in a box whose size is set before anything loads; small photos beside it on wide screens; buttons for
 * all photos, video, 3D tour and map. Every photo and button opens the full-screen carousel.
 */
export function ListingGallery({ media, title, place, colors, mapStyleUrl }: ListingGalleryProps) {
  const t = useTranslations('gallery');
  // The carousel is a client island: it gets photos, video and tour, never the rest of a wider media set.
  const gallery: GalleryMedia = { photos: media.photos, video: media.video, tour: media.tour };
  const [first, ...others] = media.photos;
  const count = media.photos.length;
  const tiles = galleryTileCount(count);
  // The grid clips the page's focus outline at its edges, so a focused photo also gets a ring drawn inside it, over the image.
  const photoButton = 'group relative block h-full w-full overflow-hidden bg-surface after:pointer-events-none after:absolute after:inset-0 focus-visible:after:ring-4 focus-visible:after:ring-inset focus-visible:after:ring-accent';

  return (
    // 3:2 on phones; from 901 px 480 px high, less in a short window (down to 320 px), so the price
    // under it stays in the first screen. The box is known before anything loads.
    <section aria-label={t('label', { title })} className="relative aspect-[3/2] w-full md:aspect-auto md:h-[clamp(20rem,calc(100svh-14rem),30rem)]" data-testid="listing-gallery">
      <GalleryOpener media={gallery} title={title} place={place} colors={colors} mapStyleUrl={mapStyleUrl}>
        <div className={clsx('grid h-full w-full grid-cols-1 gap-1 overflow-hidden md:rounded-lg', gridClass[tiles])}>
          {first ? (
            <button type="button" {...carouselTrigger('gallery', 0)} aria-label={t('openPhoto', { index: 1, count })} className={clsx(photoButton, heroClass[tiles])}>
              <GalleryPhoto photo={first} sizes={heroImageSizes(tiles)} loading="eager" priority />
            </button>
          ) : (
            <div className="flex h-full items-center justify-center bg-surface text-muted">{t('noPhotos')}</div>
          )}
          {others.slice(0, tiles).map((photo, i) => (
            <button key={photo.documentId} type="button" {...carouselTrigger('gallery', i + 1)} aria-label={t('openPhoto', { index: i + 2, count })}
              className={clsx(photoButton, 'hidden md:block', i >= 2 && 'lg:hidden')} data-testid="gallery-tile">
              <GalleryPhoto photo={photo} sizes={tileSizes[tiles]} loading="lazy" className="transition-transform duration-300 group-hover:scale-105" />
            </button>
          ))}
        </div>
        <GalleryButtons photoCount={count} hasVideo={media.video !== null} hasTour={media.tour !== null} />
      </GalleryOpener>
    </section>
  );
}
