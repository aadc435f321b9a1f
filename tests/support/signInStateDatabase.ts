import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '@/server/db/connect';
import { migrations } from '@/server/db/migrate';

/** The PostgreSQL server of the tests (CI sets it); without it the PostgreSQL cases say they are skipped. */
export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL;

/** The platform migration's signing-key table and the sign-in migration, as the migrations write them. */
function signInStateSql(): string[] {
  const byName = (name: string) => migrations().find((m) => m.name === name)?.sql ?? '';
  const signingKeys = /CREATE TABLE IF NOT EXISTS signing_keys \([^;]+\);/.exec(byName('platform/0000_platform.sql'))?.[0];
  const signIn = byName('platform/0001_sign_in.sql');
  if (!signingKeys || !signIn) throw new Error('the sign-in migrations are missing');
  return [signingKeys, signIn];
}

/**
 * A database with only the shared sign-in state (signing keys and `0001_sign_in.sql`): in memory, or in a schema of
 * its own on the test PostgreSQL server, apart from the other suites that use it.
 */
export async function openSignInState(on: 'pglite' | 'postgres', schema = 'sign_in_state_test'): Promise<DatabaseHandle> {
  if (on === 'pglite') {
    const handle = await openDatabase({ dataDir: 'memory://' });
    for (const statement of signInStateSql()) await sql.raw(statement).execute(handle.db);
    return handle;
  }
  const url = new URL(TEST_DATABASE_URL!);
  url.searchParams.set('options', `-c search_path=${schema}`);
  const handle = await openDatabase({ databaseUrl: url.toString(), dataDir: 'unused' });
  await sql`DROP SCHEMA IF EXISTS ${sql.id(schema)} CASCADE`.execute(handle.db);
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(handle.db);
  for (const statement of signInStateSql()) await sql.raw(statement).execute(handle.db);
  return handle;
}
