import { createHash } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '@/server/db/connect';
import { migrate } from '@/server/db/migrate';
import { seed } from '@/server/seed';

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 10);

/** What the seeded templates of one test run are called: `<name of url>_seed_<run>_…`. */
export function seedTemplatePrefix(url: string, run: string): string {
  return `${new URL(url).pathname.slice(1)}_seed_${hash(run)}_`;
}

async function withAdmin<T>(url: string, work: (admin: pg.Client) => Promise<T>): Promise<T> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    return await work(admin);
  } finally {
    await admin.end();
  }
}

const exists = async (admin: pg.Client, name: string) => (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1;

/**
 * A migrated database with the demo seeded around `at`, as `<name of url>_<suffix>` (dropped and made again). Migrating
 * and seeding PostgreSQL takes a test file most of its time, so it is done once per moment in a run (`run`: a name the
 * run's files share): into a template database that each file's database is then copied from.
 */
export async function seededPostgresDatabase(url: string, suffix: string, at: Date, run: string): Promise<string> {
  const template = `${seedTemplatePrefix(url, run)}${hash(at.toISOString())}`;
  const name = `${new URL(url).pathname.slice(1)}_${suffix}`;
  const target = new URL(url);
  await withAdmin(url, async (admin) => {
    // Files in other workers wait here while the first one builds the template they share.
    await admin.query(`SELECT pg_advisory_lock(hashtext('venue-portal test seed template'))`);
    try {
      if (!(await exists(admin, template))) {
        // Built under another name first, so that a build that fails leaves no template that looks finished.
        const building = `${template}_building`;
        await admin.query(`DROP DATABASE IF EXISTS "${building}" WITH (FORCE)`);
        await admin.query(`CREATE DATABASE "${building}"`);
        target.pathname = `/${building}`;
        const handle = await openDatabase({ databaseUrl: target.toString(), dataDir: 'unused' });
        try {
          await migrate(handle.db);
          await seed(handle.db, at);
        } finally {
          await handle.close();
        }
        await admin.query(`ALTER DATABASE "${building}" RENAME TO "${template}"`);
      }
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`);
    } finally {
      await admin.query(`SELECT pg_advisory_unlock(hashtext('venue-portal test seed template'))`);
    }
  });
  target.pathname = `/${name}`;
  return target.toString();
}

/** Drops the seeded templates of a run. */
export async function dropSeedTemplates(url: string, run: string): Promise<void> {
  await withAdmin(url, async (admin) => {
    const { rows } = await admin.query<{ datname: string }>('SELECT datname FROM pg_database WHERE starts_with(datname, $1)', [seedTemplatePrefix(url, run)]);
    for (const { datname } of rows) await admin.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}
