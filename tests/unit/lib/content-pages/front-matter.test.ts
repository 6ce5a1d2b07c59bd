import { describe, expect, it } from 'vitest';
import { parsePage } from '@/lib/content-pages/front-matter';

// A page of text's front matter (docs/content-pages.md): title, description and the date it changed,
// checked before anything is shown; the text after it is the page.

const page = (front: string, body = 'Text.') => `---\n${front}\n---\n\n${body}\n`;
const good = 'title: "Terms of Use"\ndescription: "The rules."\nupdated: 2026-11-26';

describe('front matter of a page of text', () => {
  it('reads the title, description and date, and gives the text after it', () => {
    expect(parsePage(page(good, '## Who we are'))).toEqual({ ok: true, meta: { title: 'Terms of Use', description: 'The rules.', updated: '2026-11-26' }, body: '\n## Who we are\n' });
  });

  it.each([
    ['no front matter', 'Just text.', /no front matter/],
    ['YAML that does not read', page('title: [unclosed'), /not YAML/],
    ['a missing description', page('title: "T"\nupdated: 2026-11-26'), /description/],
    ['a date that is no date', page('title: "T"\ndescription: "D"\nupdated: last week'), /updated/],
    ['a field nobody reads', page(`${good}\nauthor: "me"`), /front matter/],
    ['an empty title', page('title: ""\ndescription: "D"\nupdated: 2026-11-26'), /title/],
  ])('refuses %s, saying what is wrong', (_, text, problem) => {
    const parsed = parsePage(text);
    expect(parsed.ok).toBe(false);
    if (!parsed.ok) expect(parsed.problem).toMatch(problem);
  });
});
