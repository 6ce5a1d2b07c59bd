'use client';

import clsx from 'clsx';
import { useTranslations } from 'next-intl';
import { galleryThumbnail, type ListingPhoto } from '@/lib/listings/media';
import { ResizedImage } from '@/components/ui/resized-image';

interface GalleryThumbnailsProps {
  photos: readonly ListingPhoto[];
  current: number;
  onSelect: (index: number) => void;
}

/** The strip of small photos under the carousel on wide screens (hidden, and so never loaded, on phones). */
export function GalleryThumbnails({ photos, current, onSelect }: GalleryThumbnailsProps) {
  const t = useTranslations('gallery');
  if (photos.length < 2) return null;
  return (
    <nav aria-label={t('thumbnails')} className="hidden gap-1 overflow-x-auto p-2 md:flex">
      {photos.map((photo, index) => {
        const image = galleryThumbnail(photo.documentId);
        return (
          <button key={photo.documentId} type="button" aria-label={t('thumbnail', { index: index + 1 })} aria-current={index === current}
            onClick={() => onSelect(index)}
            className={clsx('shrink-0 overflow-hidden rounded border-2', index === current ? 'border-white' : 'border-transparent opacity-70 hover:opacity-100')}>
            <ResizedImage src={image.src} srcSet={image.srcSet} width={image.width} height={image.height} alt="" className="block h-[54px] w-[81px] object-cover" />
          </button>
        );
      })}
    </nav>
  );
}
