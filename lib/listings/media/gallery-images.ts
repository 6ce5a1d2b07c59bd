// Direct imports, not '@/lib/images': its request parser needs zod, which client bundles (the carousel) must not carry.
import { resizedImageUrl } from '@/lib/images';
import { imageSizes, type ImageSize } from '@/lib/images';

// SPEC §9 listing-detail image sizes: height 600 on desktop, 400 on mobile (3:2 frames, lib/images/sizes.ts).
// Each photo is offered at both sizes and at 1x and 2x, with width descriptors, so the browser picks the
// smallest file that fills the box on the visitor's screen.

/** The detail sizes, smallest first, with the 2x variants the image service also serves. */
const detailSizes: readonly ImageSize[] = [imageSizes.detailMobile, imageSizes.detailDesktop];

export interface GalleryImage {
  /** The desktop detail size at 1x: what a browser without srcset support shows. */
  src: string;
  srcSet: string;
  /** Intrinsic size of `src` (every variant is 3:2), so the box is reserved before the file arrives. */
  width: number;
  height: number;
}

/** A listing photo at the SPEC §9 detail sizes. */
export function galleryImage(documentId: number): GalleryImage {
  const variants = detailSizes
    .flatMap((size) => ([1, 2] as const).map((density) => ({ width: size.width * density, url: resizedImageUrl({ documentId, ...size, density }) })))
    .sort((a, b) => a.width - b.width);
  const { width, height } = imageSizes.detailDesktop;
  return {
    src: resizedImageUrl({ documentId, width, height }),
    srcSet: variants.map((v) => `${v.url} ${v.width}w`).join(', '),
    width,
    height,
  };
}

/** A small photo for the carousel's thumbnail strip (SPEC §9 thumbnail 122x81). */
export function galleryThumbnail(documentId: number): GalleryImage {
  const { width, height } = imageSizes.thumbnail;
  const src = resizedImageUrl({ documentId, width, height });
  return { src, srcSet: `${src} 1x, ${resizedImageUrl({ documentId, width, height, density: 2 })} 2x`, width, height };
}

/**
 * How many small photos sit beside the large one on wide screens (the Zillow/LandWatch hero): up to
 * four in a 2x2 block, else two stacked, else one; none for a single photo. Three would leave a hole.
 */
export function galleryTileCount(photoCount: number): 0 | 1 | 2 | 4 {
  const others = photoCount - 1;
  if (others >= 4) return 4;
  if (others >= 2) return 2;
  return others === 1 ? 1 : 0;
}

/** The hero photo's `sizes`: the whole width on phones, the large cell's share beside small photos. */
export function heroImageSizes(tileCount: number): string {
  if (tileCount === 0) return '100vw';
  return tileCount === 4 ? '(min-width: 901px) 50vw, 100vw' : '(min-width: 901px) 67vw, 100vw';
}
