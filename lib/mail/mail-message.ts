import { z } from 'zod';

// One outgoing message as the job queue carries it: composed in full by the request that sends it,
// so the worker only delivers. Parsed again when a job is taken (the queue is a boundary too).

/**
 * What a message is, which decides its queue and its limits: account mail (reset, login link,
 * confirmation) goes ahead of everything; lead mail has an hourly cap; alerts and shares are bulk.
 */
export const mailKinds = ['account', 'lead', 'share', 'alert'] as const;
export type MailKind = (typeof mailKinds)[number];

export const mailMessageSchema = z.strictObject({
  kind: z.enum(mailKinds),
  /** The display name of the sender: the brand's name. The address is MAIL_FROM. */
  fromName: z.string().min(1).max(120),
  to: z.email().max(254),
  toName: z.string().max(200).optional(),
  /** Answers go to the visitor who wrote, never to the no-reply sender. */
  replyTo: z.email().max(254).optional(),
  subject: z.string().min(1).max(300),
  text: z.string().min(1).max(20_000),
  /** Mail a recipient asked for (alerts): sent with RFC 8058 one-click List-Unsubscribe headers to this URL. */
  unsubscribeUrl: z.url({ protocol: /^https?$/ }).max(2000).optional(),
});
export type MailMessage = z.infer<typeof mailMessageSchema>;
