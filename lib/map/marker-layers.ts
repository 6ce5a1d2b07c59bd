import type { CircleLayerSpecification, ExpressionSpecification, GeoJSONSourceSpecification, SymbolLayerSpecification } from 'maplibre-gl';
import type { LevelClass } from '@/lib/domain';
import { clusterCountImageExpression } from './cluster-count';
import type { MarkerFeatureCollection } from './markers';
import { priceLabelImageExpression } from './price-label';
import { CLUSTER_MAX_ZOOM, CLUSTER_RADIUS, PRICE_LABEL_MIN_ZOOM } from './zoom-levels';

export const MARKER_SOURCE_ID = 'listings';
export const CLUSTER_LAYER_ID = 'listing-clusters';
export const CLUSTER_COUNT_LAYER_ID = 'listing-cluster-counts';
export const POINT_LAYER_ID = 'listing-points';
export const PRICE_LABEL_LAYER_ID = 'listing-price-labels';
/** The layers a click or hover can hit. */
export const INTERACTIVE_LAYER_IDS = [CLUSTER_LAYER_ID, POINT_LAYER_ID, PRICE_LABEL_LAYER_ID];
/** The layers whose features are single listings: a click opens that listing's popup. */
export const LISTING_LAYER_IDS: readonly string[] = [POINT_LAYER_ID, PRICE_LABEL_LAYER_ID];

export interface MarkerColors {
  primary: string;
  accent: string;
}

/** Marker fill per placard level: brand colours for the plain tiers, metal colours for the paid upgrades. */
export function levelColors({ primary, accent }: MarkerColors): Record<LevelClass, string> {
  return {
    free: '#6b7570',
    standard: primary,
    premium: primary,
    signature: accent,
    showcase: accent,
    gold: '#a87a00',
    platinum: '#56677a',
    diamond: '#1f62a8',
  };
}

export function markerSource(data: MarkerFeatureCollection): GeoJSONSourceSpecification {
  return { type: 'geojson', data, cluster: true, clusterMaxZoom: CLUSTER_MAX_ZOOM, clusterRadius: CLUSTER_RADIUS };
}

const isCluster: ExpressionSpecification = ['has', 'point_count'];

/** Cluster circles in the brand's primary colour, larger for more listings, with an accent halo. */
export function clusterLayer({ primary, accent }: MarkerColors): CircleLayerSpecification {
  return {
    id: CLUSTER_LAYER_ID,
    type: 'circle',
    source: MARKER_SOURCE_ID,
    filter: isCluster,
    paint: {
      'circle-color': primary,
      'circle-radius': ['step', ['get', 'point_count'], 15, 10, 18, 100, 23, 1000, 28],
      'circle-stroke-color': accent,
      'circle-stroke-width': 3,
      'circle-stroke-opacity': 0.6,
    },
  };
}

/**
 * The count on each cluster, drawn as an image rather than text: text needs a glyph server, which the
 * offline map does not have (components/search/map-label-images.tsx draws the images on demand).
 */
export function clusterCountLayer(): SymbolLayerSpecification {
  return {
    id: CLUSTER_COUNT_LAYER_ID,
    type: 'symbol',
    source: MARKER_SOURCE_ID,
    filter: isCluster,
    layout: { 'icon-image': clusterCountImageExpression, 'icon-allow-overlap': true, 'icon-ignore-placement': true },
  };
}

/** Single listings: a circle coloured and sized by level; the selected one gets an accent ring. */
export function pointLayer(colors: MarkerColors, selectedId: number | null = null): CircleLayerSpecification {
  const byLevel = levelColors(colors);
  const levelColor: ExpressionSpecification = [
    'match',
    ['get', 'level'],
    'free', byLevel.free,
    'standard', byLevel.standard,
    'premium', byLevel.premium,
    'signature', byLevel.signature,
    'showcase', byLevel.showcase,
    'gold', byLevel.gold,
    'platinum', byLevel.platinum,
    'diamond', byLevel.diamond,
    colors.primary,
  ];
  const selected: ExpressionSpecification = ['==', ['get', 'id'], selectedId ?? -1];
  return {
    id: POINT_LAYER_ID,
    type: 'circle',
    source: MARKER_SOURCE_ID,
    filter: ['!', isCluster],
    layout: { 'circle-sort-key': ['get', 'rank'] },
    paint: {
      'circle-color': levelColor,
      'circle-radius': ['+', ['case', selected, 3, 0], ['+', 6, ['*', 0.5, ['get', 'rank']]]],
      'circle-stroke-color': ['case', selected, colors.accent, '#ffffff'],
      'circle-stroke-width': ['case', selected, 3, 1.5],
    },
  };
}

/** The largest pin radius (diamond, selected) plus its ring: price labels sit just above it. */
const PIN_CLEARANCE = 13;

/**
 * Compact prices above single pins from PRICE_LABEL_MIN_ZOOM (below it, pins and clusters only). Labels
 * that would overlap are left out, higher levels placed first, so a dense spot stays readable.
 */
export function priceLabelLayer(): SymbolLayerSpecification {
  return {
    id: PRICE_LABEL_LAYER_ID,
    type: 'symbol',
    source: MARKER_SOURCE_ID,
    minzoom: PRICE_LABEL_MIN_ZOOM,
    filter: ['all', ['!', isCluster], ['has', 'label']],
    layout: {
      'icon-image': priceLabelImageExpression,
      'icon-anchor': 'bottom',
      'icon-offset': [0, -PIN_CLEARANCE],
      'icon-padding': 2,
      'symbol-sort-key': ['-', ['get', 'rank']],
    },
  };
}
