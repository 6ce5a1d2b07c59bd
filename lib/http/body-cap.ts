// The guard refuses a declared body above the deployment's cap (MAX_REQUEST_BODY_BYTES, 1 MB by default)
// before any route runs. The upload routes read far larger bodies (photos and PDFs, docs/uploads.md), so
// their paths have the uploads' whole-body cap instead; every other path keeps the small one. The routes
// check their own caps again while the body streams (lib/uploads/multipart.ts).

export interface PathBodyCap {
  /** Paths starting with this, after dot segments are resolved. */
  pathPrefix: string;
  maxBytes: number;
}

/**
 * A whole upload request (lib/uploads reads its caps while the body streams). Its files are held in
 * memory until they are processed, so this is the memory one upload may take: 30 photos of a 12-megapixel
 * phone (3-6 MB each) fit, 30 of the largest do not.
 */
export const UPLOAD_REQUEST_MAX_BYTES = 200 * 1024 * 1024;

/** The seller upload routes (app/api/seller/uploads/): one request may carry 200 MB of photos or PDFs. */
export const uploadBodyCaps: readonly PathBodyCap[] = [{ pathPrefix: '/api/seller/uploads/', maxBytes: UPLOAD_REQUEST_MAX_BYTES }];

/**
 * The largest body a request for `target` (origin form, "/path?query") may declare: the cap of the first
 * entry its path falls under, else `defaultCap`. The path is read as the router reads it, with `.` and
 * `..` resolved, so `/api/seller/uploads/../drafts` has the default cap of the route it reaches.
 */
export function requestBodyCap(target: string, defaultCap: number, pathCaps: readonly PathBodyCap[]): number {
  if (pathCaps.length === 0) return defaultCap;
  let path: string;
  try {
    path = new URL(target, 'http://guard.invalid').pathname;
  } catch {
    return defaultCap;
  }
  return pathCaps.find((cap) => path.startsWith(cap.pathPrefix))?.maxBytes ?? defaultCap;
}
