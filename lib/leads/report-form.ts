import { z } from 'zod';
import type { MessageParams } from '@/lib/validation/messages';
import { honeypotField } from './honeypot';
import { optionalEmailField, visitorText } from './text-rules';

// The report-listing modal: why the listing is wrong, details, and an optional address for an answer.

export const reportReasons = ['wrong-information', 'already-sold', 'duplicate', 'suspected-fraud', 'other'] as const;
export type ReportReason = (typeof reportReasons)[number];

export const REPORT_DETAILS_MAX = 2000;
const required = { params: { message: 'required' } satisfies MessageParams };

const reportFields = z.object({
  reason: z.string().refine((v): v is ReportReason => (reportReasons as readonly string[]).includes(v), required),
  details: visitorText(REPORT_DETAILS_MAX),
  email: optionalEmailField,
  website: honeypotField,
});

// "Other" says nothing by itself: it needs the details.
const otherHasDetails = (v: { reason: string; details: string }) => v.reason !== 'other' || v.details.length > 0;
const detailsRequired = () => ({ path: ['details'], ...required });

export const reportFormSchema = reportFields.refine(otherHasDetails, detailsRequired());
export type ReportFormValues = z.input<typeof reportFormSchema>;

export const reportRequestSchema = reportFields.extend({ listingId: z.int().positive().max(Number.MAX_SAFE_INTEGER) }).refine(otherHasDetails, detailsRequired());
export type ReportRequest = z.output<typeof reportRequestSchema>;
