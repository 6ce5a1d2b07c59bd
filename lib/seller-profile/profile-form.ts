import { z } from 'zod';
import { usStates } from '@/lib/geo/us-states';
import { isPhoneFormat, PHONE_MAX, visitorText } from '@/lib/leads';
import type { MessageParams } from '@/lib/validation/messages';

// The seller's public profile as the seller edits it (SPEC §3 "Broker/member profile": description,
// phones, website, license, office address): one schema for the browser's form and the PUT that saves
// it, failing with SPEC §5 messages. Client-safe: no server imports.

const issue = (message: MessageParams['message'], n?: number): { params: MessageParams } => ({ params: n === undefined ? { message } : { message, n } });

/** Limits of the form (docs/seller-profile.md says why each is what it is). */
export const SELLER_PROFILE_LIMITS = {
  descriptionMax: 4_000,
  licenseNumberMax: 40,
  websiteMax: 300,
  addressMax: 120,
  cityMax: 60,
  /** A request body: the description at 4 bytes a character, and the rest. */
  bodyBytes: 24 * 1024,
} as const;
const L = SELLER_PROFILE_LIMITS;

const plainLine = (max: number) => visitorText(max, { noUrl: true, noEmail: true });

const phoneField = z.string().trim().refine((v) => v === '' || (v.length <= PHONE_MAX && isPhoneFormat(v)), issue('phoneFormat'));

const hasScheme = /^[a-z][a-z0-9+.-]*:/i;
// A host name with a top-level domain: no IP address, no `localhost`, no bare word.
const publicHost = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,63}$/i;

/**
 * A website as stored: the address as typed, with `https://` in front when it names no scheme; null when
 * it is no http(s) address of a public host (a `javascript:` or `mailto:` value never becomes a link).
 */
export function websiteAddress(text: string): string | null {
  const address = hasScheme.test(text) ? text : `https://${text}`;
  let url: URL;
  try {
    url = new URL(address);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password || !publicHost.test(url.hostname)) return null;
  return address;
}

const websiteField = z.string().trim()
  .refine((v) => v.length <= L.websiteMax, issue('maxLength', L.websiteMax))
  .refine((v) => v === '' || websiteAddress(v) !== null, issue('invalid'))
  .transform((v) => (v === '' ? '' : (websiteAddress(v) ?? '')));

const stateIds: ReadonlySet<number> = new Set(usStates.map((state) => state.id));

export const sellerProfileSchema = z.object({
  description: visitorText(L.descriptionMax, { noUrl: true, noEmail: true }).default(''),
  licenseNumber: plainLine(L.licenseNumberMax).default(''),
  officePhone: phoneField.default(''),
  /** The number buyers see first (SPEC §3 preferredPhone): usually the mobile. */
  preferredPhone: phoneField.default(''),
  websiteUrl: websiteField.default(''),
  address1: plainLine(L.addressMax).default(''),
  address2: plainLine(L.addressMax).default(''),
  city: plainLine(L.cityMax).default(''),
  // The one fact the public side needs: the directory lists a seller in the state of its office.
  // Prefaulted, not defaulted: a missing state is parsed as none and so meets the required rule.
  stateId: z.number().int().nullable()
    .refine((v) => v !== null, issue('required'))
    .refine((v) => v === null || stateIds.has(v), issue('invalid'))
    .prefault(null),
  /** 5 digits: the directory places an office in its county and town by this ZIP (checked on the server). */
  zip: z.string().trim().refine((v) => v === '' || /^\d{5}$/.test(v), issue('invalid')).default(''),
});

/** The form's values as typed. */
export type SellerProfileForm = z.input<typeof sellerProfileSchema>;
/** The values as saved: trimmed, the website with its scheme. */
export type SellerProfileValues = z.output<typeof sellerProfileSchema>;
