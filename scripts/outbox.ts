// `npm run outbox`: the mail a demo or test database holds instead of having sent it (newest first).
// `npm run outbox -- 5` shows the last five. DATABASE_URL picks the database, as for the app.
import { closeDb } from '../lib/db/client';
import { safeForConsole } from '../lib/http/safe-for-console';
import { readOutbox } from '../lib/mail/outbox';

const limit = Number(process.argv[2] ?? 20);
const mails = await readOutbox(Number.isInteger(limit) && limit > 0 ? limit : 20);
if (mails.length === 0) console.log('The outbox is empty.');
for (const mail of mails) {
  console.log(`\n── ${mail.createdAt.toISOString()}  #${mail.id}`);
  console.log(`To:      ${safeForConsole(mail.to)}`);
  console.log(`Subject: ${safeForConsole(mail.subject)}`);
  console.log('');
  console.log(safeForConsole(mail.text, 20_000));
}
await closeDb();
