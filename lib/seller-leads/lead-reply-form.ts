import { z } from 'zod';
import { requiredText } from '@/lib/leads';

// A seller's reply to a lead (POST /api/seller/leads/{id}/reply): SPEC §5 text rules, as the buyer's
// own message had them, and no web address (a reply goes to someone who never asked for links).

export const REPLY_MAX = 5000;

export const leadReplySchema = z.object({ body: requiredText(REPLY_MAX, { noUrl: true }) });
export type LeadReply = z.infer<typeof leadReplySchema>;
