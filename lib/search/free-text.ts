import type { SiteBrand } from '@/lib/brand/schema';
import { hrefFor } from '@/lib/navigation/links';
import { autocomplete } from './autocomplete';

const kindWords = /\b(county|parish|borough|census area|municipio|region|city)\b/g;

/** "Llano County, TX" -> "llano": the place name without its kind and state. */
export function placeKey(text: string): string {
  const [name = ''] = text.toLowerCase().split(',');
  return name.replace(kindWords, '').replace(/[^a-z0-9]+/g, ' ').trim();
}

/**
 * The URL a free-text search box entry should open: the place or listing it names exactly (by name,
 * ignoring "County" and the state), else null so the caller runs a keyword search.
 */
export async function resolveFreeText(brand: SiteBrand, text: string): Promise<string | null> {
  const query = text.trim().slice(0, 100);
  if (!query) return null;
  const [top] = await autocomplete(query, 5);
  if (!top) return null;
  const exact = top.type === 'listing' || top.type === 'zip' || placeKey(top.label) === placeKey(query);
  return exact ? hrefFor(brand, top.route) : null;
}
