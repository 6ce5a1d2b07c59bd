import { ResizedImage } from '@/components/ui/resized-image';
import { imageSizes, resizedImageUrl } from '@/lib/images';

const { width, height } = imageSizes.thumbnail;
const frame = 'block h-14 w-21 overflow-hidden rounded bg-surface';

/**
 * A listing's cover photo at SPEC §9's thumbnail size with its photo count over the corner, as the
 * seller's tables show it beside the title (a seller knows a listing by its picture before its name).
 * Without photos, an empty frame that says so. The photo links to the listing too, out of the tab order
 * and hidden from screen readers: the title beside it is the one link they meet; the count is read.
 */
export function ListingThumbnail({ coverId, href, photos, noPhoto }: { coverId: number | null; href: string | null; photos: string; noPhoto: string }) {
  if (coverId === null) {
    return <span className={`${frame} grid shrink-0 place-items-center text-center text-[0.65rem] leading-tight text-muted`} data-testid="listing-thumbnail">{noPhoto}</span>;
  }
  const image = (
    <ResizedImage src={resizedImageUrl({ documentId: coverId, ...imageSizes.thumbnail })} srcSet={`${resizedImageUrl({ documentId: coverId, ...imageSizes.thumbnail, density: 2 })} 2x`}
      alt="" width={width} height={height} className="h-full w-full object-cover" />
  );
  return (
    <span className="relative shrink-0" data-testid="listing-thumbnail">
      {href === null ? <span className={frame}>{image}</span> : <a href={href} tabIndex={-1} aria-hidden="true" className={frame}>{image}</a>}
      <span className="absolute bottom-1 right-1 rounded bg-black/70 px-1 text-[0.65rem] font-semibold leading-4 text-white" data-testid="photo-count">{photos}</span>
    </span>
  );
}
