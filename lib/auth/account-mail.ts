import type { SiteBrand } from '@/lib/brand';
import { brandTranslator } from '@/lib/i18n/brand-translator';
import { writeWithMail, type MailMessage } from '@/lib/mail';
import { hrefFor } from '@/lib/navigation';

// The mails of the account flows (messages `accountMail`), in the visitor's brand with links on the
// brand's origin. They go through the mail queue like every other message (lib/mail).

export interface MailTarget {
  brand: SiteBrand;
  origin: string;
  email: string;
  name: string;
}

export const absolute = (origin: string, path: string) => new URL(path, origin).toString();

function mail(target: MailTarget, subject: string, text: string): MailMessage {
  return { kind: 'account', fromName: target.brand.name, to: target.email, toName: target.name || undefined, subject, text };
}

export function resetPasswordMail(target: MailTarget, url: string, hours: number): MailMessage {
  const t = brandTranslator(target.brand.key);
  const values = { brand: target.brand.name, email: target.email, url, hours };
  return mail(target, t('accountMail.resetSubject', values), t('accountMail.resetBody', values));
}

export function welcomeMail(target: MailTarget, url: string, hours: number): MailMessage {
  const t = brandTranslator(target.brand.key);
  const values = { brand: target.brand.name, name: target.name, url, hours };
  return mail(target, t('accountMail.welcomeSubject', values), t('accountMail.welcomeBody', values));
}

export function loginLinkMail(target: MailTarget, url: string, minutes: number): MailMessage {
  const t = brandTranslator(target.brand.key);
  const values = { brand: target.brand.name, email: target.email, url, minutes };
  return mail(target, t('accountMail.loginLinkSubject', values), t('accountMail.loginLinkBody', values));
}

export function existingAccountMail(target: MailTarget): MailMessage {
  const t = brandTranslator(target.brand.key);
  const loginUrl = absolute(target.origin, hrefFor(target.brand, { kind: 'login' }));
  const values = { brand: target.brand.name, email: target.email, loginUrl, resetUrl: absolute(target.origin, hrefFor(target.brand, { kind: 'login' }, { mode: 'forgot' })) };
  return mail(target, t('accountMail.existingSubject', values), t('accountMail.existingBody', values));
}

export function passwordChangedMail(target: MailTarget): MailMessage {
  const t = brandTranslator(target.brand.key);
  const resetUrl = absolute(target.origin, hrefFor(target.brand, { kind: 'login' }, { mode: 'forgot' }));
  const values = { brand: target.brand.name, email: target.email, resetUrl };
  return mail(target, t('accountMail.passwordChangedSubject', values), t('accountMail.passwordChangedBody', values));
}

/** Queues one account mail (delivered by the worker, or right away when none runs). */
export async function sendAccountMail(message: MailMessage): Promise<void> {
  await writeWithMail(async (_tx, sendMail) => sendMail(message));
}
