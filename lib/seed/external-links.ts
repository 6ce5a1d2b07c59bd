import type { Random } from './random';

// Links to other sites that seeded rows carry: video pages (a listing's video, a broker's video) and
// the ids in them. The ids are random placeholders, not real videos.

const ID_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A YouTube-style id of `length` characters. */
export const token = (random: Random, length: number) => Array.from({ length }, () => random.pick([...ID_CHARS])).join('');

/** A YouTube watch page (three in four) or a Vimeo page, the shapes brokers paste. */
export function videoPageUrl(random: Random): string {
  return random.chance(0.75) ? `https://www.youtube.com/watch?v=${token(random, 11)}` : `https://vimeo.com/${random.int(100_000_000, 999_999_999)}`;
}
