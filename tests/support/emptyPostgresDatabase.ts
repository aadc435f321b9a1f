import { sql } from 'kysely';
import { openDatabase } from '@/server/db/connect';

/**
 * An empty database on the PostgreSQL server of `url`: `<name of url>_<suffix>`, dropped and created again, so that
 * test files and benchmarks running at the same time never share one. Returns its URL.
 */
export async function emptyPostgresDatabase(url: string, suffix: string): Promise<string> {
  const admin = await openDatabase({ databaseUrl: url, dataDir: 'unused' });
  const target = new URL(url);
  const name = `${target.pathname.slice(1)}_${suffix}`;
  try {
    await sql`DROP DATABASE IF EXISTS ${sql.id(name)} WITH (FORCE)`.execute(admin.db);
    await sql`CREATE DATABASE ${sql.id(name)}`.execute(admin.db);
  } finally {
    await admin.close();
  }
  target.pathname = `/${name}`;
  return target.toString();
}
