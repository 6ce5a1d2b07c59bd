import type { NearMeFailure } from './near-me';

/** The search map's copy; a page may pass translated labels. */
export interface SearchMapLabels {
  map: string;
  nearMe: string;
  locating: string;
  parcelView: string;
  viewListing: string;
  nearMeErrors: Record<NearMeFailure, string>;
}

export const defaultSearchMapLabels: SearchMapLabels = {
  map: 'Map of listings',
  nearMe: 'Near me',
  locating: 'Finding your location…',
  parcelView: 'Parcel view',
  viewListing: 'View listing',
  nearMeErrors: {
    denied: 'Location access is blocked. Allow location for this site in your browser to search near you.',
    unavailable: 'Your location is not available right now. Please try again.',
    timeout: 'Finding your location took too long. Please try again.',
    unsupported: 'This browser cannot share your location.',
  },
};
