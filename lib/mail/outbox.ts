import { desc } from 'drizzle-orm';
import { db, type Database } from '@/lib/db/client';
import { mailOutbox } from '@/lib/db/schema';

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createdAt: Date;
}

/** The newest messages of the outbox first (the /dev/outbox/ page and `npm run outbox`). */
export async function readOutbox(limit = 50, database: Database = db()): Promise<OutboxMail[]> {
  return database
    .select({ id: mailOutbox.id, to: mailOutbox.to, subject: mailOutbox.subject, text: mailOutbox.text, createdAt: mailOutbox.createdAt })
    .from(mailOutbox)
    .orderBy(desc(mailOutbox.createdAt), desc(mailOutbox.id))
    .limit(Math.max(1, Math.min(limit, 500)));
}
