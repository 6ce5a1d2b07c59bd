import type { ImgHTMLAttributes } from 'react';

type Props = Omit<ImgHTMLAttributes<HTMLImageElement>, 'src' | 'width' | 'height' | 'alt'> & {
  /** A /resizedimages/... URL (lib/images/image-url.ts), already the size it is shown at. */
  src: string;
  /** The served size, so the browser reserves the box before the image arrives (no layout shift). */
  width: number;
  height: number;
  /** Required: '' for a decorative image. */
  alt: string;
};

/**
 * The one `<img>` for pictures from our image service (SPEC §9 /resizedimages/...). Next's `<Image>`
 * would resize them a second time through /_next/image; ours are already sized, cached and served
 * with long-lived headers. Lazy and asynchronously decoded unless told otherwise.
 */
export function ResizedImage({ loading = 'lazy', decoding = 'async', alt, ...rest }: Props) {
  // eslint-disable-next-line @next/next/no-img-element -- see above: already sized by our image service
  return <img loading={loading} decoding={decoding} alt={alt} {...rest} />;
}
