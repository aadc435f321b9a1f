import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { seedBulkGuests } from './bulkGuests';
import { seed, seedIfEmpty } from './index';

/**
 * `npm run seed`: fills an empty database with the demo. `npm run seed -- --reset` throws away everything in the
 * configured database (the data folder, or DATABASE_URL) and starts again from the demo. `--guests 1000000` then adds
 * generated guest profiles until there are that many of them (for scale tests and `npm run bench:api`).
 */
const reset = process.argv.includes('--reset');
const guestsArg = process.argv.indexOf('--guests');
const guests = guestsArg >= 0 ? Number(process.argv[guestsArg + 1]) : null;
if (guests !== null && (!Number.isInteger(guests) || guests < 0 || guests > 20_000_000)) {
  console.error('--guests needs a whole number of guests between 0 and 20,000,000, for example --guests 1000000');
  process.exit(1);
}
const config = loadConfig();
const handle = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  if (reset) {
    await sql`DROP SCHEMA public CASCADE`.execute(handle.db);
    await sql`CREATE SCHEMA public`.execute(handle.db);
  }
  await migrate(handle.db);
  if (reset) {
    await seed(handle.db);
    console.log('The database was reset to the demo.');
  } else {
    console.log((await seedIfEmpty(handle.db)) ? 'The demo was loaded.' : 'The database already has data; nothing was changed (use --reset to start over).');
  }
  if (guests !== null) {
    const { added, bulk } = await seedBulkGuests(handle.db, guests, (line) => console.log(line));
    // The CRM numbers are counted again on their next request.
    await handle.db.deleteFrom('crmStatistics').execute();
    console.log(`Added ${added.toLocaleString('en-GB')} generated guests; ${bulk.toLocaleString('en-GB')} in all besides the demo's.`);
  }
} finally {
  await handle.close();
}
