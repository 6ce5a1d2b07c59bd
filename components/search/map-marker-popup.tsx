import { imageSizes } from '@/lib/images';
import type { MapMarker, SearchMapLabels } from '@/lib/map';
import { ResizedImage } from '@/components/ui/resized-image';

interface MapMarkerPopupProps {
  marker: MapMarker;
  labels: Pick<SearchMapLabels, 'parcelView' | 'viewListing'>;
  onParcelView: () => void;
}

/** The placard in a marker's popup (SPEC §9 map image 210x160): photo, price, acres, title and links. */
export function MapMarkerPopup({ marker, labels, onParcelView }: MapMarkerPopupProps) {
  const { width, height } = imageSizes.map;
  return (
    <article className="w-[210px] text-ink" data-testid="map-popup" data-listing-id={marker.id}>
      {marker.imageSrc && (
        <a href={marker.href} tabIndex={-1} aria-hidden="true">
          <ResizedImage src={marker.imageSrc} alt="" width={width} height={height} loading="eager" className="block aspect-[21/16] w-full rounded-t bg-surface object-cover" />
        </a>
      )}
      <div className="p-2">
        <p className="text-base font-semibold">{marker.priceLabel}</p>
        <p className="text-sm text-muted">{marker.acresLabel}</p>
        <h3 className="mt-1 line-clamp-2 text-sm font-medium">
          <a href={marker.href} className="hover:underline" aria-label={`${labels.viewListing}: ${marker.title}`}>
            {marker.title}
          </a>
        </h3>
        <button type="button" onClick={onParcelView} className="mt-2 text-sm font-medium text-primary underline underline-offset-2">
          {labels.parcelView}
        </button>
      </div>
    </article>
  );
}
