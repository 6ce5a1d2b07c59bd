import type { FeatureCollection, Point } from 'geojson';
import type { LevelClass } from '@/lib/domain';

/** One listing on the search map, with its popup placard already formatted by the page. */
export interface MapMarker {
  id: number;
  latitude: number;
  longitude: number;
  levelClass: LevelClass;
  priceLabel: string;
  acresLabel: string;
  title: string;
  href: string;
  imageSrc: string | null;
  /** SPEC §9 compact price ("$425K") shown beside the pin at parcel-level zooms; none keeps the pin plain. */
  compactPriceLabel?: string | null;
}

/** Placard levels from lowest to highest: higher levels draw larger and on top. */
export const levelRank: Record<LevelClass, number> = {
  free: 0,
  standard: 1,
  premium: 2,
  signature: 3,
  showcase: 4,
  gold: 5,
  platinum: 6,
  diamond: 7,
};

/** The few properties the map's layers need; the popup reads the rest from the marker itself. */
export interface MarkerFeatureProperties {
  id: number;
  level: LevelClass;
  rank: number;
  /** The compact price label, only on markers that have one. */
  label?: string;
}

export type MarkerFeatureCollection = FeatureCollection<Point, MarkerFeatureProperties>;

function hasPosition(m: MapMarker): boolean {
  return (
    Number.isFinite(m.latitude) &&
    Number.isFinite(m.longitude) &&
    Math.abs(m.latitude) <= 90 &&
    Math.abs(m.longitude) <= 180 &&
    // 0,0 is a missing position in listing data, not a parcel in the Gulf of Guinea.
    !(m.latitude === 0 && m.longitude === 0)
  );
}

/** The clustered source's data: one point per marker with a usable position, the listing id as feature id. */
export function markersToFeatureCollection(markers: readonly MapMarker[]): MarkerFeatureCollection {
  return {
    type: 'FeatureCollection',
    features: markers.filter(hasPosition).map((m) => ({
      type: 'Feature',
      id: m.id,
      geometry: { type: 'Point', coordinates: [m.longitude, m.latitude] },
      properties: { id: m.id, level: m.levelClass, rank: levelRank[m.levelClass] ?? 0, ...(m.compactPriceLabel ? { label: m.compactPriceLabel } : {}) },
    })),
  };
}
