import { z } from 'zod';
import { honeypotField } from './honeypot';
import { emailField, fullNameField, visitorText } from './text-rules';

// The share modal's "email a friend": the friend's address, the sender's name and a short note. The
// mail carries only our listing link and the note, and the note may hold no link or HTML, so the form
// cannot be used to send anyone else's links.

export const SHARE_NOTE_MAX = 500;

export const shareFormSchema = z.object({
  friendEmail: emailField,
  senderName: fullNameField,
  note: visitorText(SHARE_NOTE_MAX, { noUrl: true }),
  website: honeypotField,
});
export type ShareFormValues = z.input<typeof shareFormSchema>;

export const shareRequestSchema = shareFormSchema.extend({ listingId: z.int().positive().max(Number.MAX_SAFE_INTEGER) });
export type ShareRequest = z.output<typeof shareRequestSchema>;
