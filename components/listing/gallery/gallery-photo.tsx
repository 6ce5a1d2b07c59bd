import clsx from 'clsx';
import { galleryImage, type ListingPhoto } from '@/lib/listings/media';
import { ResizedImage } from '@/components/ui/resized-image';

interface GalleryPhotoProps {
  photo: ListingPhoto;
  /** How wide the photo is shown, for the browser's choice among the SPEC §9 detail sizes. */
  sizes: string;
  loading: 'eager' | 'lazy';
  /** The page's largest paint: fetched before other images. */
  priority?: boolean;
  /** cover fills a frame (the hero), contain shows the whole photo (the carousel). */
  fit?: 'cover' | 'contain';
  className?: string;
}

/** A listing photo at the detail sizes, with its width and height so its box is known before it loads. */
export function GalleryPhoto({ photo, sizes, loading, priority = false, fit = 'cover', className }: GalleryPhotoProps) {
  const image = galleryImage(photo.documentId);
  return (
    <ResizedImage
      src={image.src}
      srcSet={image.srcSet}
      sizes={sizes}
      width={image.width}
      height={image.height}
      alt={photo.alt}
      loading={loading}
      fetchPriority={priority ? 'high' : undefined}
      className={clsx('h-full w-full', fit === 'cover' ? 'object-cover' : 'object-contain', className)}
    />
  );
}
