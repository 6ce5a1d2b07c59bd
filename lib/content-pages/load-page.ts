import fs from 'node:fs';
import path from 'node:path';
import { parsePage, type FrontMatter } from './front-matter';
import type { ContentFile } from './pages';

export interface ContentPageText {
  meta: FrontMatter;
  body: string;
}

/** Where a brand's page lives: `brands/<key>/pages/<file>.md`. */
export function contentPath(brandKey: string, file: ContentFile, root: string = process.cwd()): string {
  return path.join(/*turbopackIgnore: true*/ root, 'brands', brandKey, 'pages', `${file}.md`);
}

/**
 * The brand's page, read when the page is rendered (the files are the brand's, not the build's);
 * null when the brand has none or it does not read (`npm run brands:check` refuses both before a deploy).
 */
export function loadContentPage(brandKey: string, file: ContentFile): ContentPageText | null {
  let text: string;
  try {
    text = fs.readFileSync(contentPath(brandKey, file), 'utf8');
  } catch {
    return null;
  }
  const parsed = parsePage(text);
  return parsed.ok ? { meta: parsed.meta, body: parsed.body } : null;
}
