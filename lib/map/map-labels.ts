import type { NearMeFailure } from './near-me';

/** The search map's copy: the `map` namespace of the brand's messages (components/search/use-search-map-labels.ts). */
export interface SearchMapLabels {
  map: string;
  nearMe: string;
  locating: string;
  parcelView: string;
  viewListing: string;
  nearMeErrors: Record<NearMeFailure, string>;
}
