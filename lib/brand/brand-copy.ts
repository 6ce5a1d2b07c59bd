import type { Messages } from './messages';
import type { BrandCopy } from './schema';

// The brand file's copy (docs/brands.md) as messages: each field takes the place of the shared English
// at these keys, so every page that reads the key (the home hero, the search heading, the meta
// descriptions) says what this brand says, and marketing changes it in brand.json.

type CopyField = keyof BrandCopy;

/** Where each copy field lands in the message tree: group and key. */
export const copyMessageKeys: Readonly<Record<CopyField, ReadonlyArray<readonly [string, string]>>> = {
  heroHeading: [['home', 'heroTitle']],
  heroSubheading: [['home', 'heroSubtitle']],
  searchNoun: [['searchTitle', 'land']],
  placeDescription: [['searchTitle', 'description'], ['landing', 'description']],
};

/** Plain words as an ICU message: an apostrophe is written twice so it never starts a quoted run. */
const asMessage = (text: string) => text.replace(/'/g, "''");

/** The copy fields the brand file sets, as an override tree for `mergeMessages`. */
export function brandCopyMessages(copy: BrandCopy): Messages {
  const tree: Record<string, Record<string, string>> = {};
  for (const field of Object.keys(copyMessageKeys) as CopyField[]) {
    const text = copy[field];
    if (text === undefined) continue;
    for (const [group, key] of copyMessageKeys[field]) (tree[group] ??= {})[key] = asMessage(text);
  }
  return tree;
}
