import useSWR from 'swr';
import { markersUrl, readMarkers, type MarkersResponse } from '@/lib/search/markers-url';

async function fetchMarkers(url: string): Promise<MarkersResponse> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`map markers answered ${response.status}`);
  const body = readMarkers(await response.json());
  if (!body) throw new Error('map markers answered an unexpected shape');
  return body;
}

export interface MapMarkersState {
  /** The last markers that arrived; the previous search's stay on the map while the next ones load. */
  data: MarkersResponse | undefined;
  /** The markers of this search could not be loaded. */
  failed: boolean;
}

/** Markers of the search page at `searchHref`, fetched with a GET keyed by that URL (docs/map.md). */
export function useMapMarkers(searchHref: string): MapMarkersState {
  const { data, error } = useSWR(markersUrl(searchHref), fetchMarkers, {
    keepPreviousData: true,
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
    dedupingInterval: 60_000,
  });
  return { data, failed: error !== undefined };
}
