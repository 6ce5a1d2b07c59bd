import { cleanDialect } from './dialects/clean';
import { classicDialect } from './dialects/classic';
import { landDialect } from './dialects/land';
import type { Dialect, DialectName } from './dialect';

/**
 * Every brand's URL dialect by name. Free of the route schemas (zod), so the browser can build URLs
 * with it (lib/search/url-from-criteria.ts) without carrying a validation library.
 */
export const dialects: Readonly<Record<DialectName, Dialect>> = {
  land: landDialect,
  classic: classicDialect,
  clean: cleanDialect,
};
