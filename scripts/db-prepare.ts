// With DATABASE_URL set: migrate and seed that server on first run.
import { databaseUrl, env } from '../lib/env';
import { migrate } from '../lib/db/migrate';
import { ensureSeeded } from '../lib/db/seed';

const url = databaseUrl();
await migrate(url);
await ensureSeeded(url, { listings: env().SEED_LISTINGS });
console.log('database ready');
