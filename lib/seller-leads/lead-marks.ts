import { z } from 'zod';
import type { MessageParams } from '@/lib/validation/messages';

// Marking leads in the inbox (POST /api/seller/leads/mark): read or unread, handled or open, for a
// selection of leads at once.

export const LEADS_MARKED_MAX = 100;

const leadId = z.int().positive().max(Number.MAX_SAFE_INTEGER);

export const markLeadsSchema = z
  .object({
    ids: z.array(leadId).min(1).max(LEADS_MARKED_MAX),
    read: z.boolean().optional(),
    handled: z.boolean().optional(),
  })
  .refine((mark) => mark.read !== undefined || mark.handled !== undefined, { path: ['handled'], params: { message: 'required' } satisfies MessageParams });
export type LeadMarks = z.infer<typeof markLeadsSchema>;
