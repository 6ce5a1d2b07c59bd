// `npm run alerts`: one alert pass by hand (the worker runs one every 5 minutes; lib/alerts), then what
// it sent. Safe beside running workers: a user is never alerted twice for the same changes.
// DATABASE_URL picks the database, as for the app.
import './format-only-alias.mjs';
import { closeDb } from '../lib/db/client';
import { safeForConsole } from '../lib/http/safe-for-console';

// Loaded after the alias above, which the mails' copy needs.
const { passSummaryLine, runAlerts } = await import('../lib/alerts');
const summary = await runAlerts({ log: (line) => console.log(safeForConsole(line)) });
console.log(`alert pass at ${summary.now.toISOString()}: ${summary.usersDue} users with alerts due`);
for (const mail of summary.mails) {
  const counts = `${mail.searches} searches with ${mail.newListings} new listings, ${mail.favoriteChanges} favorite changes`;
  console.log(`  sent to ${safeForConsole(mail.to)} on ${mail.brand}: "${safeForConsole(mail.subject)}" (${counts})`);
}
console.log(passSummaryLine(summary));
await closeDb();
