import { db, type Database } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';
import { isDemoMode } from '@/lib/env';
import type { MailMessage } from './mail-message';
import { mailOptions, renderMail, smtpTransport } from './transport';

/** Demo and test: the rendered message becomes a row of mail_outbox (DESIGN §3: nothing leaves the machine). */
export async function storeInOutbox(message: MailMessage, database: Database = db()): Promise<void> {
  const rendered = await renderMail(message);
  await database.insert(mailOutbox).values(rendered);
}

/** Hands one message on: to the outbox in demo and test mode, to the SMTP server in production. */
export async function deliverMail(message: MailMessage, database: Database = db()): Promise<void> {
  if (isDemoMode()) {
    await storeInOutbox(message, database);
    return;
  }
  await smtpTransport().sendMail(mailOptions(message));
}
