import type { Random } from './random';

/** How strongly word lists lean toward their first (everyday) entries: the first of 20 is drawn 1 time in 10. */
export const WORD_SKEW = 1.3;

export function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A template split once into literal text and slots: even indexes are text, odd ones slot names. */
const compiled = new Map<string, readonly string[]>();

function parts(template: string): readonly string[] {
  let split = compiled.get(template);
  if (!split) {
    split = template.split(/\{(\w+)\}/);
    compiled.set(template, split);
  }
  return split;
}

/**
 * Fills `{name}` placeholders; `{Name}` takes the value of `name` with its first letter capitalised,
 * to start a sentence. A placeholder without a value is a bug in the phrasing data, so it throws.
 * Templates are parsed once: the seeder fills some ten per listing, a million listings in a run.
 */
export function fill(template: string, values: Readonly<Record<string, string>>): string {
  const split = parts(template);
  let text = split[0] ?? '';
  for (let i = 1; i < split.length; i += 2) {
    const key = split[i] ?? '';
    const lower = key.toLowerCase();
    const value = values[lower];
    if (value === undefined) throw new Error(`no value for {${key}} in "${template}"`);
    text += (key === lower ? value : capitalize(value)) + (split[i + 1] ?? '');
  }
  return text;
}

/** The single-letter slots ({a}, {B}, ...) a template uses, so a sentence draws only the phrases it prints. */
export function slotCount(template: string): number {
  const split = parts(template);
  const slots = new Set<string>();
  for (let i = 1; i < split.length; i += 2) {
    const key = (split[i] ?? '').toLowerCase();
    if (key.length === 1) slots.add(key);
  }
  return slots.size;
}

/** `count` different items, leaning toward the front of the list. */
export function pickSome<T>(random: Random, items: readonly T[], count: number, skew = WORD_SKEW): T[] {
  const picked: T[] = [];
  const wanted = Math.min(count, items.length);
  while (picked.length < wanted) {
    const item = random.pickSkewed(items, skew);
    if (!picked.includes(item)) picked.push(item);
  }
  return picked;
}
