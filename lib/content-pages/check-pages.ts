import fs from 'node:fs';
import type { Root } from 'mdast';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import type { SiteBrand } from '@/lib/brand';
import { parsePage } from './front-matter';
import { linkTarget } from './links';
import { contentPath } from './load-page';
import { contentFiles } from './pages';

const parser = unified().use(remarkParse).use(remarkGfm);

/** What is wrong with one page's text: raw HTML, images, links that go nowhere or somewhere unsafe. */
export function markdownProblems(brand: SiteBrand, body: string): string[] {
  const problems: string[] = [];
  const tree = parser.parse(body) as Root;
  visit(tree, (node) => {
    const line = node.position?.start.line;
    const at = line === undefined ? '' : `line ${line}: `;
    if (node.type === 'html') problems.push(`${at}raw HTML is not shown; write Markdown instead (${node.value.slice(0, 40)})`);
    if (node.type === 'image' || node.type === 'imageReference') problems.push(`${at}images are not shown on pages of text`);
    if (node.type === 'link') {
      const target = linkTarget(brand, node.url);
      if (!target.ok) problems.push(`${at}${target.problem}`);
    }
    if (node.type === 'definition') {
      const target = linkTarget(brand, node.url);
      if (!target.ok) problems.push(`${at}${target.problem}`);
    }
  });
  return problems;
}

/**
 * Every page of text a site brand must have (docs/content-pages.md), each read and checked:
 * "brands/rec/pages/cookie-policy.md: missing", "brands/land/pages/terms-of-use.md: line 12: …".
 */
export function contentPageProblems(brand: SiteBrand, root: string = process.cwd()): string[] {
  return contentFiles.flatMap((file) => {
    const filePath = contentPath(brand.key, file, root);
    const label = `brands/${brand.key}/pages/${file}.md`;
    if (!fs.existsSync(filePath)) return [`${label}: missing`];
    const parsed = parsePage(fs.readFileSync(filePath, 'utf8'));
    if (!parsed.ok) return [`${label}: ${parsed.problem}`];
    return markdownProblems(brand, parsed.body).map((problem) => `${label}: ${problem}`);
  });
}
