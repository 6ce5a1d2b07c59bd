import { useTranslations } from 'next-intl';
import { carouselTrigger } from './gallery-triggers';

interface GalleryButtonsProps {
  photoCount: number;
  hasVideo: boolean;
  hasTour: boolean;
}

const buttonClass = 'rounded-md bg-white/95 px-3 py-1.5 text-sm font-semibold text-ink shadow hover:bg-white';

/** The hero's buttons, over its bottom edge: all photos, then video and 3D tour when the listing has them, and the map. */
export function GalleryButtons({ photoCount, hasVideo, hasTour }: GalleryButtonsProps) {
  const t = useTranslations('gallery');
  return (
    <div className="absolute bottom-3 right-3 left-3 flex flex-wrap justify-end gap-2" data-testid="gallery-buttons">
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
