import { isSlug, parseId } from './path-segments';

/** Classic dialect broker segment "jane-doe-1234": the id is the last dash piece (SPEC §2.2). */
export function splitNameAndId(segment: string): { name: string; id: number } | null {
  const cut = segment.lastIndexOf('-');
  if (cut <= 0) return null;
  const name = segment.slice(0, cut);
  const id = parseId(segment.slice(cut + 1));
  return id !== null && isSlug(name) ? { name, id } : null;
}

/**
 * SPEC §2.4 name slug: first comma-separated part of the contact (else company) name, its first and
 * last word, lowercase, special characters removed; 'seller' when nothing is left.
 */
export function brokerNameSlug(contactName?: string | null, companyName?: string | null): string {
  const source = (contactName?.trim() || companyName?.trim() || '').split(',')[0] ?? '';
  const words = source
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/\s+/)
    .map((w) => w.replace(/[^a-z0-9]/g, ''))
    .filter(Boolean);
  if (words.length === 0) return 'seller';
  const picked = words.length === 1 ? words : [words[0], words[words.length - 1]];
  return picked.join('-');
}
