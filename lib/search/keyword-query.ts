// The keyword search hands visitors' text to websearch_to_tsquery, whose parser keeps pending
// operators on a 32-deep stack: 33 "-" (NOT) in a row with no word between them ("- - - ...",
// "-(-(-(...") fail with "tsquery stack too small" (XX000), a 500 no schema bound can prevent.

/** NOTs we pass on; with the three binary operator levels the stack stays far below 32. */
export const MAX_KEYWORD_NEGATIONS = 16;

const dashes = /-+/gu;
const negatable = /^[\p{L}\p{N}"]/u;

/**
 * The keyword as websearch_to_tsquery always parses it: a run of dashes becomes one, kept only
 * before a word or a quoted phrase (what it can negate) and only for the first 16; the others are
 * spaces, which the parser treats as separators anyway.
 */
export function websearchText(keyword: string): string {
  let kept = 0;
  return keyword.replace(dashes, (run, offset: number, text: string) => {
    const following = text.slice(offset + run.length, offset + run.length + 2);
    return negatable.test(following) && ++kept <= MAX_KEYWORD_NEGATIONS ? '-' : ' ';
  });
}
