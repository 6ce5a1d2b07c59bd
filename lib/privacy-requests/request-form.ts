import { z } from 'zod';
import { usStates } from '@/lib/geo/us-states';
import { emailField, fullNameField, honeypotField, visitorText } from '@/lib/leads';

// The privacy-rights request (docs/content-pages.md): who asks, what they ask for, where they live (some
// state laws give more rights), and what else the privacy team should know. Browser and server share it.

export const privacyRequestTypes = ['access', 'correct', 'delete', 'opt-out'] as const;
export type PrivacyRequestType = (typeof privacyRequestTypes)[number];

export const PRIVACY_DETAILS_MAX = 2000;
export const PRIVACY_REQUEST_PATH = '/api/privacy-requests';

const stateAbbreviations = new Set(usStates.map((state) => state.abbreviation));

export const privacyRequestSchema = z.object({
  name: fullNameField,
  email: emailField,
  requestType: z.enum(privacyRequestTypes),
  /** A US state's abbreviation, or '' for none given. */
  state: z.string().trim().refine((v) => v === '' || stateAbbreviations.has(v), { params: { message: 'invalid' } }),
  details: visitorText(PRIVACY_DETAILS_MAX, { noUrl: true }),
  website: honeypotField,
});
export type PrivacyRequestValues = z.input<typeof privacyRequestSchema>;
export type PrivacyRequest = z.output<typeof privacyRequestSchema>;
