export interface SplitPath {
  /** Decoded, non-empty segments as written (case kept). */
  segments: string[];
  trailingSlash: boolean;
}

const MAX_SEGMENTS = 16;
const MAX_SEGMENT_LENGTH = 200;

/** Splits a request path; null for anything no route can hold (bad encoding, dot segments, huge input). */
export function splitPath(pathname: string): SplitPath | null {
  if (!pathname.startsWith('/') || pathname.length > 2048) return null;
  const raw = pathname.split('/').filter((s) => s.length > 0);
  if (raw.length > MAX_SEGMENTS) return null;
  const segments: string[] = [];
  for (const part of raw) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(part);
    } catch {
      return null;
    }
    if (decoded === '.' || decoded === '..' || decoded.includes('/') || decoded.length > MAX_SEGMENT_LENGTH) return null;
    segments.push(decoded);
  }
  return { segments, trailingSlash: pathname.length > 1 && pathname.endsWith('/') };
}

/** "/a/b" plus the dialect's trailing slash ("/" alone for no segments). */
export function joinPath(segments: readonly string[], trailingSlash: boolean): string {
  if (segments.length === 0) return '/';
  return `/${segments.map(encodeURIComponent).join('/')}${trailingSlash ? '/' : ''}`;
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isSlug(text: string): boolean {
  return text.length <= 120 && SLUG.test(text);
}

/** A positive safe integer written in plain digits, else null. */
export function parseId(text: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(text)) return null;
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : null;
}

/** A route handler's `{id}` param (Next passes string, string[] or nothing) by the parseId rule. */
export const parseIdParam = (value: string | string[] | undefined): number | null => (typeof value === 'string' ? parseId(value) : null);

/** "page-3" -> 3 (page-0 is the default and also accepted). */
export function parsePage(text: string): number | null {
  const match = /^page-(0|[1-9]\d{0,4})$/.exec(text);
  return match?.[1] === undefined ? null : Number(match[1]);
}

export function pageSegment(page: number): string[] {
  return page > 0 ? [`page-${page}`] : [];
}
