import type { DataLayerSubject } from '@/lib/analytics';
import type { LeadPayload } from './lead-form';
import type { LeadFormSettings } from './lead-settings';

// Client-safe (type-only imports): the contact form's props, built on the server.

/** What the contact-broker modal and form need: small and serialisable (client props). */
export interface LeadContact<P extends LeadPayload = LeadPayload> {
  brokerName: string;
  companyName: string | null;
  /** What the lead is about: the listing's title (the form's first message names it), or on a profile the broker's name. */
  title: string;
  payload: P;
  settings: LeadFormSettings;
  /** What the form's data-layer events carry: the listing's record, or the broker and its page. */
  analytics: DataLayerSubject;
}
