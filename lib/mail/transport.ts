import nodemailer, { type SendMailOptions, type Transporter } from 'nodemailer';
import { env } from '@/lib/env';
import type { MailMessage } from './mail-message';

// DESIGN §3 email: nodemailer. Production sends by SMTP (settings from the environment); demo and
// test render each message with nodemailer's JSON transport and keep it in mail_outbox instead.

let smtp: Transporter | undefined;
let renderer: Transporter | undefined;

/** RFC 8058: the mail program offers "unsubscribe" and POSTs `List-Unsubscribe=One-Click` to the URL. */
function unsubscribeHeaders(url: string | undefined): Record<string, string> | undefined {
  return url ? { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : undefined;
}

/** Nodemailer's view of a message: sender address from MAIL_FROM, display names as given. */
export function mailOptions(message: MailMessage): SendMailOptions {
  return {
    from: { name: message.fromName, address: env().MAIL_FROM },
    to: message.toName ? { name: message.toName, address: message.to } : message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    headers: unsubscribeHeaders(message.unsubscribeUrl),
  };
}

/** The SMTP transport of production; a missing SMTP_HOST fails the job (it is retried), never silently drops mail. */
export function smtpTransport(): Transporter {
  if (!smtp) {
    const e = env();
    if (!e.SMTP_HOST) throw new Error('SMTP_HOST is not set: production mail cannot be sent');
    smtp = nodemailer.createTransport({
      host: e.SMTP_HOST,
      port: e.SMTP_PORT,
      secure: e.SMTP_SECURE,
      auth: e.SMTP_USER ? { user: e.SMTP_USER, pass: e.SMTP_PASSWORD ?? '' } : undefined,
      // A stalled server must not hold a worker for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
  }
  return smtp;
}

export interface RenderedMail {
  to: string;
  subject: string;
  text: string;
}

/** The message as nodemailer builds it (addresses checked and normalised), without sending it anywhere. */
export async function renderMail(message: MailMessage): Promise<RenderedMail> {
  renderer ??= nodemailer.createTransport({ jsonTransport: true });
  const info = await renderer.sendMail(mailOptions(message));
  const rendered = JSON.parse(String(info.message)) as { subject?: string; text?: string };
  return { to: info.envelope.to.join(', '), subject: rendered.subject ?? message.subject, text: rendered.text ?? message.text };
}
