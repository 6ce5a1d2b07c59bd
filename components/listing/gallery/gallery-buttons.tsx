import { useTranslations } from 'next-intl';
import { carouselTrigger } from './gallery-triggers';

interface GalleryButtonsProps {
  photoCount: number;
  hasVideo: boolean;
  hasTour: boolean;
}

const buttonClass = 'inline-flex h-7 shrink-0 items-center rounded-full bg-white/95 px-2.5 text-xs font-semibold text-ink shadow hover:bg-white md:h-auto md:rounded-md md:px-3 md:py-1.5 md:text-sm';

/**
 * The hero's buttons, in one row along its bottom right edge: all photos, then video and 3D tour when
 * the listing has them, and the map. Small pills on phones, so the photo stays in view.
 */
export function GalleryButtons({ photoCount, hasVideo, hasTour }: GalleryButtonsProps) {
  const t = useTranslations('gallery');
  return (
    <div className="pointer-events-none absolute inset-x-2 bottom-2 flex justify-end gap-1.5 *:pointer-events-auto md:inset-x-3 md:bottom-3 md:flex-wrap md:gap-2" data-testid="gallery-buttons">
      {photoCount > 0 && (
        <button type="button" {...carouselTrigger('gallery', 0)} className={buttonClass}>
          {t('seeAll', { count: photoCount })}
        </button>
      )}
      {hasVideo && (
        <button type="button" {...carouselTrigger('video')} className={buttonClass}>
          {t('video')}
        </button>
      )}
      {hasTour && (
        <button type="button" {...carouselTrigger('tour')} className={buttonClass}>
          {t('tour')}
        </button>
      )}
      <button type="button" {...carouselTrigger('propertyMap')} className={buttonClass}>
        {t('map')}
      </button>
    </div>
  );
}
