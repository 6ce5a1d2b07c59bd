import type { LeadConsent } from '@/lib/brand';

// Client-safe (no runtime imports): the contact card reads these with the page's first load.

/** The contact form's settings from the brand file: SPEC §3 lead consent and whether a phone is required. */
export interface LeadFormSettings {
  consent: LeadConsent;
  phoneRequired: boolean;
}

/** The consent checkbox shows when the setting is in force and this brand shows it (SPEC §3 showOnLW/LAF/LOA). */
export function showsConsent(settings: LeadFormSettings): boolean {
  return settings.consent.active && settings.consent.show;
}
