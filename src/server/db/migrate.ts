import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'kysely';
import { migrationFiles } from '@generated/server';
import type { Db } from './connect';

const here = dirname(fileURLToPath(import.meta.url));
const platformDir = join(here, 'migrations');
const generatedDir = join(here, '..', '..', '..', 'generated', 'server', 'migrations');

interface Migration {
  name: string;
  sql: string;
}

/** Platform migrations first (by name), then one file per schema resource. */
export function migrations(): Migration[] {
  const platform = readdirSync(platformDir)
    .filter((f) => f.endsWith('.sql'))
    .sort()
    .map((f) => ({ name: `platform/${f}`, sql: readFileSync(join(platformDir, f), 'utf8') }));
  const generated = migrationFiles.map((f) => ({ name: `generated/${f}`, sql: readFileSync(join(generatedDir, f), 'utf8') }));
  return [...platform, ...generated];
}

/**
 * Runs every migration whose text changed since it last ran. The generated files only create and add (tables,
 * columns, indexes, each "if not exists"), so running a changed file again brings the database up to the schema.
 * Instances started together on one PostgreSQL take turns (an advisory lock): the second finds the work done.
 */
export async function migrate(db: Db): Promise<string[]> {
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(hashtext('venue-portal migrations'))`.execute(trx);
    await sql`CREATE TABLE IF NOT EXISTS schema_migrations (name text PRIMARY KEY, hash text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())`.execute(trx);
    const applied = new Map((await sql<{ name: string; hash: string }>`SELECT name, hash FROM schema_migrations`.execute(trx)).rows.map((r) => [r.name, r.hash]));
    const ran: string[] = [];
    for (const m of migrations()) {
      const hash = createHash('sha256').update(m.sql).digest('hex');
      if (applied.get(m.name) === hash) continue;
      await sql.raw(m.sql).execute(trx);
      await sql`INSERT INTO schema_migrations (name, hash) VALUES (${m.name}, ${hash}) ON CONFLICT (name) DO UPDATE SET hash = EXCLUDED.hash, applied_at = now()`.execute(trx);
      ran.push(m.name);
    }
    return ran;
  });
}
