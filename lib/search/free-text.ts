import type { SiteBrand } from '@/lib/brand';
import { hrefFor } from '@/lib/navigation';
import { hasControlCharacters } from '@/lib/text/plain-text';
import { autocomplete } from './autocomplete';
import { AUTOCOMPLETE_MAX_QUERY } from './autocomplete-schema';
import { defaultCriteria, MAX_KEYWORD_QUERY } from './criteria';
import { searchUrl } from './place-slugs';

const kindWords = /\b(county|parish|borough|census area|municipio|region|city)\b/g;

/** "Llano County, TX" -> "llano": the place name without its kind and state. */
export function placeKey(text: string): string {
  const [name = ''] = text.toLowerCase().split(',');
  return name.replace(kindWords, '').replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * The URL a free-text search box entry should open: the place or listing it names exactly (by name,
 * ignoring "County" and the state), else null so the caller runs a keyword search. Text that no
 * search can hold (a control character, which the keyword would refuse) opens the plain search.
 */
export async function resolveFreeText(brand: SiteBrand, text: string): Promise<string | null> {
  if (hasControlCharacters(text)) return searchUrl(brand, defaultCriteria());
  const query = text.trim().slice(0, AUTOCOMPLETE_MAX_QUERY);
  if (!query) return null;
  const [top] = await autocomplete(query, 5);
  if (!top) return null;
  const exact = top.type === 'listing' || top.type === 'zip' || placeKey(top.label) === placeKey(query);
  return exact ? hrefFor(brand, top.route) : null;
}

/** Where a free-text entry goes: the place or listing it names, else a national keyword search for it. */
export async function freeTextTarget(brand: SiteBrand, text: string): Promise<string> {
  const place = await resolveFreeText(brand, text);
  return place ?? searchUrl(brand, defaultCriteria({ keywordQuery: text.trim().slice(0, MAX_KEYWORD_QUERY) || undefined }));
}
