import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import { CamelCasePlugin, Kysely, PostgresDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './types';

/** Dates stay calendar dates and big integers (money in minor units) become numbers. */
pg.types.setTypeParser(pg.types.builtins.DATE, (value) => value);
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export type Db = Kysely<Database>;

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; without it the embedded PGlite database is used. */
  databaseUrl?: string;
  /** Folder of the embedded database, or `memory://` for one that lives in memory. */
  dataDir: string;
}

/**
 * How field names become column names: every capital starts a word, so that a name with capitals in a row
 * (`isHQ` → `is_h_q`) reads back unchanged. The generator's migrations use the same rule.
 */
export const CAMEL_CASE = { underscoreBetweenUppercaseLetters: true } as const;

/** Opens PostgreSQL when a URL is given, otherwise PGlite in the data folder, both through the same Kysely dialect. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  const plugins = [new CamelCasePlugin(CAMEL_CASE)];
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
    return { db, kind: 'postgres', close: () => db.destroy() };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const lite = new PGlite(options.dataDir, { extensions: { pg_trgm } });
  await lite.waitReady;
  const pool = new pg.Pool(createPgConfig(lite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return {
    db,
    kind: 'pglite',
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}
