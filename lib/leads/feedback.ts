import type { SiteBrand } from '@/lib/brand';
import { db, type Database } from '@/lib/db/client';
import { feedback } from '@/lib/db/schema';
import type { FeedbackRequest } from './feedback-form';
import { isTrapped } from './honeypot';

export type FeedbackOutcome = { kind: 'stored'; feedbackId: number } | { kind: 'trapped' };

/** Site feedback from the feedback modal, with the page it was sent from. */
export async function submitFeedback(entry: FeedbackRequest, context: { brand: SiteBrand; ipAddress: string | null }, database: Database = db()): Promise<FeedbackOutcome> {
  if (isTrapped(entry)) return { kind: 'trapped' };
  const [row] = await database
    .insert(feedback)
    .values({ siteId: context.brand.siteId, pageUrl: entry.pageUrl, message: entry.message, email: entry.email || null, ipAddress: context.ipAddress })
    .returning({ id: feedback.id });
  if (!row) throw new Error('feedback insert returned no row');
  return { kind: 'stored', feedbackId: row.id };
}
