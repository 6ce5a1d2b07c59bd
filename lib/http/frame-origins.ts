// The third-party players a listing page or a broker profile may frame, and nothing else: the
// Content-Security-Policy's frame-src (lib/http/content-security-policy.ts) is built from this list,
// and a video or tour link is framed only when its origin is here.

/** Each video provider's privacy-friendly player origin (YouTube's nocookie host sets no cookies until play). */
export const videoPlayerOrigins = {
  youtube: 'https://www.youtube-nocookie.com',
  vimeo: 'https://player.vimeo.com',
} as const;

/** 3D tour hosts whose viewer may be framed (the seed data's tours are Matterport showcases). */
export const tourOrigins = ['https://my.matterport.com'] as const;

/** Every origin the listing page frames, for CSP frame-src. */
export const embedFrameOrigins: readonly string[] = [...Object.values(videoPlayerOrigins), ...tourOrigins];

/** The origin of an absolute https URL, or null for anything else (relative, another scheme, not a URL). */
export function httpsOrigin(link: string): string | null {
  try {
    const url = new URL(link);
    return url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}
