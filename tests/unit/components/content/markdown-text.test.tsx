// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MarkdownText } from '@/components/content/markdown-text';
import { brandOf } from '../render-with-brand';
import { renderServer } from '../render-server';

// A brand's page of text as the server renders it (docs/content-pages.md): Markdown becomes headings,
// lists, tables and links; hostile input renders inert.

const show = (source: string, key: 'land' | 'rec' = 'land') => renderServer(key, <MarkdownText brand={brandOf(key)} source={source} />);

describe('a page of text from Markdown', () => {
  it("renders headings, lists, tables and links, our pages in the brand's URL style", async () => {
    await show('## Your account\n\n- one\n- two\n\n| What | Why |\n|---|---|\n| Email | Alerts |\n\nSee [the terms](route:terms-of-use) or [write](mailto:support@wildshore.com).', 'rec');
    expect(screen.getByRole('heading', { name: 'Your account', level: 2 })).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('cell', { name: 'Alerts' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'the terms' }).getAttribute('href')).toBe('/terms-conditions');
    expect(screen.getByRole('link', { name: 'write' }).getAttribute('href')).toBe('mailto:support@wildshore.com');
  });

  it('renders script, raw HTML, javascript: links and images inert', async () => {
    await show([
      '<script>window.hacked = true</script>',
      '<img src="x" onerror="window.hacked = true">',
      '<a href="javascript:alert(1)">raw link</a>',
      '[click me](javascript:alert(1)) and [data](data:text/html,hi) and [vb](vbscript:msgbox)',
      '![tracker](https://evil.example.com/pixel.png)',
      '<iframe src="https://evil.example.com"></iframe>',
    ].join('\n\n'));
    const html = document.body.innerHTML;
    expect(document.querySelector('script, img, iframe, [onerror]')).toBeNull();
    expect(html).not.toMatch(/javascript:|data:text|vbscript:|evil\.example/);
    expect(screen.queryAllByRole('link')).toEqual([]);
    // A refused link keeps its words.
    expect(screen.getByText(/click me/)).toBeTruthy();
  });
});
