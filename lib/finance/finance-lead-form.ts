import { z } from 'zod';
import { emailField, fullNameField, honeypotField, isPhoneFormat, PHONE_MAX, requiredText } from '@/lib/leads';
import { usStates } from '@/lib/geo/us-states';
import type { MessageParams } from '@/lib/validation/messages';

// The finance contact modal (SPEC §3 modal state "finance contact", §5 messages): one schema for the
// browser (react-hook-form's zodResolver) and the server (POST /api/finance-leads).

export const FINANCE_LEAD_PATH = '/api/finance-leads';
export const FINANCE_MESSAGE_MAX = 2000;
export const LOAN_AMOUNT_MAX = 100_000_000;

const stateAbbreviations = new Set(usStates.map((state) => state.abbreviation));
const issue = (message: MessageParams['message']) => ({ params: { message } satisfies MessageParams });

/** "250,000" or "$250000" -> 250000; '' -> null. Whole dollars. */
const loanAmount = z
  .string()
  .trim()
  .transform((v) => v.replace(/[$,\s]/g, ''))
  .refine((v) => v === '' || /^\d{1,9}$/.test(v), issue('invalid'))
  .transform((v) => (v === '' ? null : Number(v)))
  .refine((v) => v === null || (v > 0 && v <= LOAN_AMOUNT_MAX), issue('invalid'));

export const financeLeadSchema = z.object({
  financeCenterId: z.int().positive().max(2_147_483_647),
  name: fullNameField,
  email: emailField,
  phone: z.string().trim().refine((v) => v === '' || (v.length <= PHONE_MAX && isPhoneFormat(v)), issue('phoneFormat')),
  loanAmount,
  state: z.string().trim().refine((v) => v === '' || stateAbbreviations.has(v), issue('invalid')),
  message: requiredText(FINANCE_MESSAGE_MAX),
  /** The brand's lead-consent checkbox (SPEC §3), where the brand shows it. */
  consent: z.boolean(),
  /** The listing the visitor came from (the listing page's calculator link), if any. */
  listingId: z.int().positive().max(Number.MAX_SAFE_INTEGER).nullable(),
  website: honeypotField,
});
export type FinanceLeadValues = z.input<typeof financeLeadSchema>;
export type FinanceLead = z.output<typeof financeLeadSchema>;
