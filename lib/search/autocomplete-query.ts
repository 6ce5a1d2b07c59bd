import { slugify } from '@/lib/geo/slug';
import { stateByAbbreviation, stateBySlug, type StateInfo } from '@/lib/geo/states';
import { AUTOCOMPLETE_MAX_QUERY } from './autocomplete-schema';

/** One reading of what a visitor typed into the location box. */
export interface AutocompleteQuery {
  /** Place names are matched on their URL slugs, so case, accents and punctuation never matter: "llano-county". */
  slug: string;
  /** `slug` and its spellings with common abbreviations swapped ("st-louis", "saint-louis"). */
  slugs: readonly string[];
  /** Lowercase text with single spaces, matched against broker names: "jane doe". */
  name: string;
  /** A digits-only query ("78643", "#123"): zips and listing ids, nothing else. */
  digits: string | null;
  /** A trailing state ("llano tx", "Llano County, Texas") narrows every place to that state. */
  state?: StateInfo;
  /** The text names a county kind ("Travis County", "Orleans Parish"): counties rank before cities of that name. */
  namesCounty: boolean;
}

/** Words that make a text name a county rather than the town of the same name. */
const countyWords: ReadonlySet<string> = new Set(['county', 'parish', 'borough', 'census', 'municipio', 'municipality']);

/** Trims, drops control and format characters (a NUL would fail in PostgreSQL), folds spaces. */
export function normalizeQuery(raw: string): string {
  return raw
    .normalize('NFKC')
    .replace(/\p{C}/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, AUTOCOMPLETE_MAX_QUERY);
}

function stateOf(words: readonly string[]): StateInfo | undefined {
  const slug = slugify(words.join(' '));
  if (!slug) return undefined;
  return stateBySlug(slug) ?? (words.length === 1 && slug.length === 2 ? stateByAbbreviation(slug) : undefined);
}

// Census county names abbreviate ("St. Louis County"), USPS city names do not ("Saint Louis").
const longForms: ReadonlyMap<string, string> = new Map([['st', 'saint'], ['ste', 'sainte'], ['mt', 'mount'], ['ft', 'fort']]);
const shortForms: ReadonlyMap<string, string> = new Map([...longForms].map(([short, long]) => [long, short]));

/** The slug, then the same words with abbreviations written out, then abbreviated. */
export function slugSpellings(slug: string): string[] {
  const words = slug.split('-');
  const spellings = [slug, words.map((w) => longForms.get(w) ?? w).join('-'), words.map((w) => shortForms.get(w) ?? w).join('-')];
  return [...new Set(spellings)].filter(Boolean);
}

function reading(text: string, state?: StateInfo): AutocompleteQuery {
  const compact = text.replace(/\s/g, '');
  const digits = /^#?\d+$/.test(compact) ? compact.replace('#', '') : /^\d{5}-\d{4}$/.test(compact) ? compact.slice(0, 5) : null;
  const slug = slugify(text);
  const namesCounty = slug.split('-').some((word) => countyWords.has(word));
  return { slug, slugs: slugSpellings(slug), name: text.toLowerCase(), digits, namesCounty, ...(state ? { state } : {}) };
}

/**
 * The readings to try, best first: with a trailing state split off ("Travis County, TX" -> "Travis
 * County" in Texas) when there is one, then the text as typed. A text that is itself a state name
 * ("West Virginia") is never split.
 */
export function autocompleteQueries(raw: string): AutocompleteQuery[] {
  const text = normalizeQuery(raw);
  if (!text) return [];
  const whole = reading(text.replace(/,/g, ' ').replace(/\s+/g, ' ').trim());
  const words = text.split(/[\s,]+/).filter(Boolean);
  if (words.length < 2 || stateOf(words)) return [whole];
  // "District of Columbia" is the longest state name: three words.
  for (let n = Math.min(3, words.length - 1); n >= 1; n--) {
    const state = stateOf(words.slice(-n));
    if (state) return [reading(words.slice(0, -n).join(' '), state), whole];
  }
  return [whole];
}

/** A LIKE pattern matching values that start with `prefix` literally (`%`, `_` and `\` escaped). */
export function likePrefix(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
