import { z } from 'zod';
import { MarketStatus, marketStatusKeys, type MarketStatusKey } from '@/lib/domain';
import type { MessageParams } from '@/lib/validation/messages';

// A seller's market-status change as the workspace sends it (browser-safe, shared with the server).
// Sold takes the sale date (required: it is what a sold listing shows, SPEC §4) and the sale price
// (optional: in non-disclosure states sale prices are private).

const issue = (message: MessageParams['message'], n?: number): { params: MessageParams } => ({ params: n === undefined ? { message } : { message, n } });

/** The day as YYYY-MM-DD in UTC (sold dates are days, stored as dates). */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

export const statusChangeSchema = z.object({
  status: z.enum(marketStatusKeys as [MarketStatusKey, ...MarketStatusKey[]]),
  soldDate: z.string().trim().refine((v) => v === '' || /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), issue('invalid')).default(''),
  soldPrice: z.preprocess((v) => (typeof v === 'string' ? (v.replaceAll(',', '').trim() === '' ? undefined : Number(v.replaceAll(',', ''))) : (v ?? undefined)),
    z.number().finite().optional())
    .refine((v) => v === undefined || v >= 100, issue('minValue', 100))
    .refine((v) => v === undefined || v <= 10_000_000_000, issue('maxValue', 10_000_000_000)),
}).superRefine((change, ctx) => {
  if (change.status !== 'SOLD') return;
  if (change.soldDate === '') ctx.addIssue({ code: 'custom', path: ['soldDate'], params: { message: 'required' } satisfies MessageParams });
  else if (change.soldDate > dayOf(new Date())) ctx.addIssue({ code: 'custom', path: ['soldDate'], params: { message: 'invalid' } satisfies MessageParams });
});
export type StatusChange = z.infer<typeof statusChangeSchema>;

export const statusIdOf = (key: MarketStatusKey) => MarketStatus[key];

/** A status change for several listings at once ("My listings" bulk action). */
export const bulkStatusChangeSchema = z.object({
  ids: z.array(z.number().int().positive()).min(1).max(100),
  change: statusChangeSchema,
});
