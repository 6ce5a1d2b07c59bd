import useSWR from 'swr';
import { readViewedListings, viewedListingsUrl, type ViewedListingJson } from '@/lib/listings/viewed';

async function fetchViewed(url: string): Promise<ViewedListingJson[]> {
  const response = await fetch(url, { headers: { accept: 'application/json' } });
  if (!response.ok) throw new Error(`getviewedlistings answered ${response.status}`);
  const listings = readViewedListings(await response.json());
  if (!listings) throw new Error('getviewedlistings answered an unexpected shape');
  return listings;
}

const none: readonly ViewedListingJson[] = [];

/**
 * The listings behind viewed ids (SPEC §7 getviewedlistings), keyed by the endpoint URL; nothing is
 * fetched for no ids, and a failed call shows nothing (the section is a convenience).
 */
export function useViewedListings(ids: readonly number[] | null): readonly ViewedListingJson[] {
  const { data, error } = useSWR(ids && ids.length > 0 ? viewedListingsUrl(ids) : null, fetchViewed, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
    shouldRetryOnError: false,
  });
  return data && !error ? data : none;
}
