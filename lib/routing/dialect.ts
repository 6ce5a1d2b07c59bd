import type { Route } from './route';

export type DialectName = 'land' | 'classic' | 'clean';

/** One brand's URL language: pure, total, and round-trip safe (`parse(build(r))` equals `r`). */
export interface Dialect {
  name: DialectName;
  trailingSlash: boolean;
  /** Case-insensitive where the dialect's canonical form is lowercase; null when nothing matches. */
  parse(pathname: string): Route | null;
  build(route: Route): string;
}
