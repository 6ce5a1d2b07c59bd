import type { BrandSelection } from '@/lib/brand/host';
import { canonicalize, dialects, type DialectName } from '@/lib/routing';
import { internalPath, notFoundPath } from './internal-path';

export interface RequestFacts {
  pathname: string;
  search: string;
  brand: BrandSelection;
  dialect: DialectName;
  /** Preview brand picked by query: remember it in a cookie (DESIGN §1). */
  rememberPreview: boolean;
}

export type RequestDecision =
  | { action: 'rewrite'; brand: string; path: string; status: 200 | 404; rememberPreview: boolean }
  | { action: 'redirect'; location: string; status: 308 };

/** Path -> route kind by the brand's dialect; non-canonical forms redirect, unknown paths 404. */
export function decideRequest(facts: RequestFacts): RequestDecision {
  const { brand, pathname, search } = facts;
  const result = canonicalize(dialects[facts.dialect], pathname);
  if (!result) {
    return { action: 'rewrite', brand: brand.key, path: notFoundPath(brand.key), status: 404, rememberPreview: facts.rememberPreview };
  }
  if (result.redirect) {
    return { action: 'redirect', location: result.canonicalPath + search, status: 308 };
  }
  return {
    action: 'rewrite',
    brand: brand.key,
    path: internalPath(brand.key, result.route.kind, result.canonicalPath),
    status: 200,
    rememberPreview: facts.rememberPreview,
  };
}
