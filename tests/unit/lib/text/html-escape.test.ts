import { describe, expect, it } from 'vitest';
import { escapeHtml } from '@/lib/text/html-escape';

describe('escapeHtml', () => {
  it('turns every character that could start markup or end an attribute into an entity', () => {
    expect(escapeHtml(`<a href="x" onclick='y'>Tom & Jerry</a>`)).toBe('&lt;a href=&quot;x&quot; onclick=&#39;y&#39;&gt;Tom &amp; Jerry&lt;/a&gt;');
  });
});
