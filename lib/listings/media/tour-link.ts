import { httpsOrigin, tourOrigins } from '@/lib/http/frame-origins';
import type { ListingTour } from './listing-media';

// A broker's 3D tour link (listing_media.external_url). Any web link is a tour the visitor may open;
// only tours on a host in `tourOrigins` are shown inside the page.

/** The tour a link points to, or null when it is not an http(s) URL. */
export function listingTour(link: string): ListingTour | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? { url: url.toString() } : null;
  } catch {
    return null;
  }
}

/**
 * The URL the tour frame loads, starting at once (the frame exists only after the visitor asked for
 * it); null for a tour on a host the page may not frame, which opens in a new tab instead.
 */
export function tourFrameUrl(tour: ListingTour): string | null {
  const origin = httpsOrigin(tour.url);
  if (!origin || !(tourOrigins as readonly string[]).includes(origin)) return null;
  const url = new URL(tour.url);
  // Matterport: start the showcase without its own second "play" screen.
  url.searchParams.set('play', '1');
  return url.toString();
}
