// A media key names an original in the store: `listings/123/abc.jpg`. Keys come from database rows and,
// soon, from uploads, so each store checks them before touching storage, whatever the row says.

/** Longest key, in characters (ASCII only, so also bytes): far below S3's 1,024-byte limit. */
export const MAX_MEDIA_KEY_LENGTH = 512;
/** Longest segment: leaves room under a file system's 255-byte names for the file store's hidden temp and type files. */
export const MAX_MEDIA_KEY_SEGMENT = 200;

// Letters, digits, '.', '_' and '-': the same object name on every file system and S3 server, never
// a character a URL, a shell or a log line reads differently.
const segmentCharacters = /^[A-Za-z0-9._-]+$/;

/** A key a store refused; `reason` says which rule it broke. */
export class MediaKeyError extends Error {
  override readonly name = 'MediaKeyError';

  constructor(readonly key: string, readonly reason: string) {
    super(`Invalid media key ${JSON.stringify(key.length > 80 ? `${key.slice(0, 80)}...` : key)}: ${reason}`);
  }
}

/** Why `key` is not a media key, or null when it is one. */
export function mediaKeyProblem(key: string): string | null {
  if (key.length === 0) return 'is empty';
  if (key.length > MAX_MEDIA_KEY_LENGTH) return `is longer than ${MAX_MEDIA_KEY_LENGTH} characters`;
  if (key.includes('\\')) return 'contains a backslash';
  if (key.startsWith('/')) return 'is an absolute path';
  for (const segment of key.split('/')) {
    if (segment === '') return 'has an empty segment';
    if (segment === '.' || segment === '..') return `has a "${segment}" segment`;
    // Names starting with a dot are the file store's own (temp and content-type files).
    if (segment.startsWith('.')) return 'has a segment starting with "."';
    if (segment.length > MAX_MEDIA_KEY_SEGMENT) return `has a segment longer than ${MAX_MEDIA_KEY_SEGMENT} characters`;
    if (!segmentCharacters.test(segment)) return 'has a character other than A-Z, a-z, 0-9, ".", "_", "-" and "/"';
  }
  return null;
}

export const isMediaKey = (key: string): boolean => mediaKeyProblem(key) === null;

/** Throws MediaKeyError unless `key` is a media key. */
export function checkMediaKey(key: string): void {
  const problem = mediaKeyProblem(key);
  if (problem) throw new MediaKeyError(key, problem);
}
