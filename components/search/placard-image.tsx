import { ResizedImage } from '@/components/ui/resized-image';
import type { PlacardPhotoLoad } from './placard-card';

interface PlacardImageProps {
  src: string;
  alt: string;
  /** The SPEC §9 size the image service made it at, so the browser reserves its box (no layout shift). */
  width: number;
  height: number;
  /** Lazy unless told: eager in the first view, and fetched first for the page's largest paint (`PlacardPhotoLoad`). */
  load?: PlacardPhotoLoad;
}

/** A placard photo filling its frame: the still image, the carousel's first image and each of its slides. */
export function PlacardImage({ src, alt, width, height, load }: PlacardImageProps) {
  return (
    <ResizedImage
      src={src}
      alt={alt}
      width={width}
      height={height}
      loading={load ? 'eager' : 'lazy'}
      fetchPriority={load === 'first' ? 'high' : undefined}
      className="placard-img"
    />
  );
}
