import { parse } from 'yaml';
import { z } from 'zod';

/** A page's front matter: what its title and description tags say, and when its text last changed. */
export const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(1).max(300),
  updated: z.iso.date(),
});
export type FrontMatter = z.infer<typeof frontMatterSchema>;

export type ParsedPage = { ok: true; meta: FrontMatter; body: string } | { ok: false; problem: string };

const FENCE = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?/;

/** A Markdown file's YAML front matter (between `---` lines at the top), checked, and the text after it. */
export function parsePage(text: string): ParsedPage {
  const fence = FENCE.exec(text);
  if (!fence) return { ok: false, problem: 'no front matter: start the file with --- lines holding title, description and updated' };
  let data: unknown;
  try {
    data = parse(fence[1] ?? '');
  } catch (error) {
    return { ok: false, problem: `front matter is not YAML (${error instanceof Error ? error.message.split('\n')[0] : 'unreadable'})` };
  }
  const meta = frontMatterSchema.safeParse(data);
  if (!meta.success) {
    return { ok: false, problem: `front matter: ${meta.error.issues.map((issue) => `${issue.path.join('.') || 'it'} ${issue.message}`).join('; ')}` };
  }
  return { ok: true, meta: meta.data, body: text.slice(fence[0].length) };
}
