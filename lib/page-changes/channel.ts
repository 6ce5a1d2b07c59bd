import { z } from 'zod';

/** The PostgreSQL channel the instances tell each other on (LISTEN/NOTIFY, DESIGN §3.1). */
export const PAGE_CHANGES_CHANNEL = 'acrewise_page_changes';

/** A message: which instance changed pages (payload of NOTIFY; anything else on the channel is ignored). */
export const pageChangeMessage = z.strictObject({ from: z.string().regex(/^[A-Za-z0-9_-]{1,40}$/) });
export type PageChangeMessage = z.infer<typeof pageChangeMessage>;

export function readPageChange(payload: string | undefined): PageChangeMessage | null {
  if (!payload) return null;
  try {
    const parsed = pageChangeMessage.safeParse(JSON.parse(payload));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
