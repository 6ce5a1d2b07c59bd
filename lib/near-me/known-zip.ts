// SPEC §2.4 "Land for Sale Near Me": the all-land search, rewritten to the visitor's zip search once a
// zip is known (docs/home-page.md). The menu link carries `#near-me`, which no server sees, so every page
// stays cached the same for everyone; the browser keeps the zip it learned (from the visitor's position
// or a zip search they ran) and rewrites the link.

export const NEAR_ME_HASH = 'near-me';
export const KNOWN_ZIP_KEY = 'acrewise.nearMeZip';

export interface KnownZip {
  zip: string;
  /** The brand's search of that zip: a path on this site. */
  href: string;
}

/**
 * A zip and an on-site path, from storage or the nearest-zip call. Checked by hand: this runs on every
 * page after hydration (components/account/near-me-links.tsx), where no validation library is loaded.
 */
export function asKnownZip(value: unknown): KnownZip | null {
  if (typeof value !== 'object' || value === null) return null;
  const { zip, href } = value as Record<string, unknown>;
  const onSite = typeof href === 'string' && href.length <= 300 && href.startsWith('/') && !href.startsWith('//') && !href.includes('\\');
  return typeof zip === 'string' && /^\d{5}$/.test(zip) && onSite ? { zip, href } : null;
}

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/** The zip this browser knows, with the brand's search for it; null when none (or storage is off). */
export function readKnownZip(): KnownZip | null {
  const raw = storage()?.getItem(KNOWN_ZIP_KEY);
  if (!raw) return null;
  try {
    return asKnownZip(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function rememberZip(known: KnownZip): void {
  try {
    storage()?.setItem(KNOWN_ZIP_KEY, JSON.stringify(known));
  } catch {
    // Storage full or off: the next visit asks for the position again.
  }
}

/** The near-me links of the page (the menus' "Land for Sale Near Me"). */
export function nearMeLinks(root: ParentNode = document): HTMLAnchorElement[] {
  return [...root.querySelectorAll<HTMLAnchorElement>(`a[href$="#${NEAR_ME_HASH}"]`)];
}

/** SPEC §7-style path of the nearest-zip call for a position rounded to one decimal. */
export const nearestZipPath = (lat: number, long: number): string => `/api/location/nearest-zip/${lat.toFixed(1)}/${long.toFixed(1)}`;
