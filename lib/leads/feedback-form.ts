import { z } from 'zod';
import { honeypotField } from './honeypot';
import { optionalEmailField, requiredText } from './text-rules';

// The feedback modal: a message about the site and an optional address for an answer.

export const FEEDBACK_MAX = 2000;

export const feedbackFormSchema = z.object({
  message: requiredText(FEEDBACK_MAX),
  email: optionalEmailField,
  website: honeypotField,
});
export type FeedbackFormValues = z.input<typeof feedbackFormSchema>;

/** The page the visitor was on: a path of this site, never another site's URL. */
const pagePath = z.string().max(2000).regex(/^\/(?!\/)[^\s\\]*$/);

export const feedbackRequestSchema = feedbackFormSchema.extend({ pageUrl: pagePath.nullable() });
export type FeedbackRequest = z.output<typeof feedbackRequestSchema>;
