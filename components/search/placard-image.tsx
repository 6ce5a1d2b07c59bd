import { ResizedImage } from '@/components/ui/resized-image';

interface PlacardImageProps {
  src: string;
  alt: string;
  /** The SPEC §9 size the image service made it at, so the browser reserves its box (no layout shift). */
  width: number;
  height: number;
  loading: 'eager' | 'lazy';
}

/** A placard photo filling its frame: the still image, the carousel's first image and each of its slides. */
export function PlacardImage({ src, alt, width, height, loading }: PlacardImageProps) {
  return (
    <ResizedImage src={src} alt={alt} width={width} height={height} loading={loading} className="placard-img" />
  );
}
