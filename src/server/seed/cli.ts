import { sql } from 'kysely';
import { loadConfig } from '../config';
import { openDatabase } from '../db/connect';
import { migrate } from '../db/migrate';
import { seed, seedIfEmpty } from './index';

/**
 * `npm run seed`: fills an empty database with the demo. `npm run seed -- --reset` throws away everything in the
 * configured database (the data folder, or DATABASE_URL) and starts again from the demo.
 */
const reset = process.argv.includes('--reset');
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
} finally {
  await handle.close();
}
