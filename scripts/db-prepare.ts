// With DATABASE_URL set: migrate that server; in demo mode also seed it on first run.
import { databaseUrl, env, isDemoMode } from '../lib/env';
import { migrate } from '../lib/db/migrate';
import { ensureSeeded } from '../lib/seed';

const url = databaseUrl();
await migrate(url);
if (isDemoMode()) await ensureSeeded(url, { listings: env().SEED_LISTINGS });
else console.log('production mode: migrated; no demo data is seeded (npm run db:seed seeds an inventory by hand)');
console.log('database ready');
