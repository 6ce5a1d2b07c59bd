import type { NotFoundHint } from './hint';
import { listingsNearMissing, type NearbyListings } from './listings-near-missing';
import { placeSuggestions, type PlaceSuggestion } from './place-suggestions';

// What the brand's 404 page offers for the URL that was asked for (docs/not-found.md).

export interface NotFoundHelp {
  /** "Did you mean": places or states spelled near the one asked for, best first. */
  suggestions: PlaceSuggestion[];
  /** Listings near a listing that is not there. */
  nearby: NearbyListings | null;
}

export const NO_HELP: NotFoundHelp = { suggestions: [], nearby: null };

/**
 * The help for a hint; none without one. The 404 is the answer whatever happens here: when the
 * database cannot give the help, the page goes without it (and says so in the log) rather than fail.
 */
export async function notFoundHelp(hint: NotFoundHint | null): Promise<NotFoundHelp> {
  if (!hint) return NO_HELP;
  try {
    if (hint.kind === 'listing') return { suggestions: [], nearby: await listingsNearMissing(hint) };
    return { suggestions: await placeSuggestions(hint), nearby: null };
  } catch (error) {
    console.warn(`404 help failed: ${error instanceof Error ? error.message : String(error)}`);
    return NO_HELP;
  }
}
