import { z } from 'zod';
import type { MessageParams } from '@/lib/validation/messages';
import { honeypotField } from './honeypot';
import { isPhoneFormat, PHONE_MAX } from './phone-format';
import { emailField, fullNameField, requiredText } from './text-rules';

// The contact-broker form (SPEC §3 modal, §5 rules): one schema for the browser (react-hook-form's
// zodResolver) and the server (POST /api/leads). The visitor's fields are checked here; the payload
// (SPEC §3 facts sent with the lead) is checked for shape only: the server trusts its listing id, or
// for a lead from a broker's profile its broker id, and reads everything else again from the database.

export const MESSAGE_MAX = 2000;

/** SPEC §3 lead sources, plus ours: the listing page. */
export const leadSources = ['listing detail', 'broker profile', 'showcase home', 'showcase landing', 'search results'] as const;
export type LeadSource = (typeof leadSources)[number];
/** A lead about one listing comes from any source but the broker's profile, which names no listing. */
export const listingLeadSources = leadSources.filter((s): s is Exclude<LeadSource, 'broker profile'> => s !== 'broker profile');

const id = z.int().positive().max(2_147_483_647);
const bigId = z.int().positive().max(Number.MAX_SAFE_INTEGER);
const amount = z.number().finite().min(0).max(999_999_999_999.99);
const siteId = z.int().min(1).max(99);

/** SPEC §3 "Contact-broker modal payload" of a listing's contact form, as the page sends it. */
export const listingLeadPayloadSchema = z.strictObject({
  siteId,
  leadSource: z.enum(listingLeadSources),
  brokerId: bigId,
  stateId: z.int().min(0).max(99),
  countyId: id,
  listingId: bigId,
  siteListingId: bigId.nullable(),
  externalSourceId: z.string().max(100).nullable(),
  partnerId: id.nullable(),
  price: amount.nullable(),
  acres: amount,
  listingLevel: z.int().min(0).max(999),
  listingUpgradeLevel: z.int().min(-99).max(99),
  propertyTitle: z.string().max(300),
});
export type ListingLeadPayload = z.infer<typeof listingLeadPayloadSchema>;

/** The payload of the contact form on a broker's profile: the broker, and no listing (leads.listing_id stays null). */
export const brokerLeadPayloadSchema = z.strictObject({
  siteId,
  leadSource: z.literal('broker profile'),
  brokerId: bigId,
  listingId: z.null(),
});
export type BrokerLeadPayload = z.infer<typeof brokerLeadPayloadSchema>;

/** Either payload, told apart by its lead source. */
export const leadPayloadSchema = z.discriminatedUnion('leadSource', [listingLeadPayloadSchema, brokerLeadPayloadSchema]);
export type LeadPayload = z.infer<typeof leadPayloadSchema>;

const phoneIssue = { params: { message: 'phoneFormat' } satisfies MessageParams };
const requiredIssue = { params: { message: 'required' } satisfies MessageParams };

export interface LeadFormRules {
  /** The brand asks for a phone number (brands/<key>/brand.json leadForm.phoneRequired). */
  phoneRequired: boolean;
}

/** What the visitor types and ticks; `website` is the honeypot, hidden from people, filled by bots. */
export function leadFieldsSchema({ phoneRequired }: LeadFormRules) {
  return z.object({
    name: fullNameField,
    email: emailField,
    phone: z
      .string()
      .trim()
      .refine((v) => !phoneRequired || v.length > 0, requiredIssue)
      .refine((v) => v === '' || (v.length <= PHONE_MAX && isPhoneFormat(v)), phoneIssue),
    message: requiredText(MESSAGE_MAX),
    wantsFinancing: z.boolean(),
    website: honeypotField,
  });
}
export type LeadFields = z.infer<ReturnType<typeof leadFieldsSchema>>;
/** The form's own values before parsing (all text, one checkbox). */
export type LeadFieldValues = z.input<ReturnType<typeof leadFieldsSchema>>;

/** The body of POST /api/leads: the fields and the payload. */
export function leadRequestSchema(rules: LeadFormRules) {
  return leadFieldsSchema(rules).extend({ payload: leadPayloadSchema });
}
export type LeadRequest = z.infer<ReturnType<typeof leadRequestSchema>>;

/** Limits that are no visitor's typing mistake (the page writes them), kept apart from the SPEC §5 messages. */
export const leadRequestLimits = { bodyBytes: 16 * 1024 } as const;

