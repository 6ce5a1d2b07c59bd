import { videoPlayerOrigins, httpsOrigin } from '@/lib/http/frame-origins';
import type { ListingVideo } from './listing-media';

// A broker's video link (listing_media.external_url) read as a YouTube or Vimeo video, with the player
// URL the gallery frames once the visitor asks to play it.

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const VIMEO_HASH = /^[0-9a-f]{6,20}$/i;

const youtubeHosts = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const vimeoHosts = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

function parseUrl(link: string): URL | null {
  try {
    const url = new URL(link.trim());
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function youtubeId(url: URL): string | null {
  const host = url.hostname.toLowerCase();
  const [first, second] = url.pathname.split('/').filter(Boolean);
  let id: string | null | undefined = null;
  if (host === 'youtu.be') id = first;
  else if (youtubeHosts.has(host)) id = first === 'watch' ? url.searchParams.get('v') : ['embed', 'shorts', 'live', 'v'].includes(first ?? '') ? second : null;
  return id && YOUTUBE_ID.test(id) ? id : null;
}

/** A Vimeo video id, and the hash an unlisted video needs in its player URL. */
function vimeoId(url: URL): { id: string; hash: string | null } | null {
  if (!vimeoHosts.has(url.hostname.toLowerCase())) return null;
  const parts = url.pathname.split('/').filter(Boolean);
  // vimeo.com/123, vimeo.com/123/abcdef (unlisted), vimeo.com/channels/x/123, player.vimeo.com/video/123?h=abcdef
  const at = parts.findIndex((part) => VIMEO_ID.test(part));
  const id = at >= 0 ? parts[at] : undefined;
  if (!id) return null;
  const hash = url.searchParams.get('h') ?? parts[at + 1] ?? null;
  return { id, hash: hash && VIMEO_HASH.test(hash) ? hash : null };
}

/** The video a link points to, or null when it is not a YouTube or Vimeo video we can play. */
export function listingVideo(link: string): ListingVideo | null {
  const url = parseUrl(link);
  if (!url) return null;
  const youtube = youtubeId(url);
  if (youtube) return { provider: 'youtube', url: link.trim(), embedUrl: `${videoPlayerOrigins.youtube}/embed/${youtube}` };
  const vimeo = vimeoId(url);
  if (vimeo) {
    const query = vimeo.hash ? `?h=${vimeo.hash}` : '';
    return { provider: 'vimeo', url: link.trim(), embedUrl: `${videoPlayerOrigins.vimeo}/video/${vimeo.id}${query}` };
  }
  return null;
}

/**
 * The URL the player frame loads: the video's player URL, starting at once (the frame exists only after
 * the visitor pressed play). Null when the URL is not on its provider's player origin, which the page's
 * CSP would refuse to frame anyway.
 */
export function videoPlayerUrl(video: ListingVideo): string | null {
  if (httpsOrigin(video.embedUrl) !== videoPlayerOrigins[video.provider]) return null;
  const url = new URL(video.embedUrl);
  url.searchParams.set('autoplay', '1');
  // iOS would otherwise open its own full-screen player over the carousel.
  if (video.provider === 'youtube') url.searchParams.set('playsinline', '1');
  return url.toString();
}
