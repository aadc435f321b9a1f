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

/** What `listen` calls: each notification's payload, and (PostgreSQL) when the listening connection was lost and is back. */
export interface NotificationHandlers {
  message(payload: string): void;
  /** Notifications sent while the connection was down are lost: whoever relies on them must catch up. */
  reconnected?(): void;
}

export interface DatabaseHandle {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Listens to a channel of `NOTIFY` (sent with `pg_notify` inside a transaction, delivered when it commits): on
   * PostgreSQL through a connection of its own, so that every server instance on the database hears every
   * notification; on PGlite in process. Answers a function that stops listening.
   */
  listen(channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>>;
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
    const listeners = new Set<() => Promise<void>>();
    return {
      db,
      kind: 'postgres',
      listen: async (channel, handlers) => {
        const stop = await listenOnPostgres(options.databaseUrl!, channel, handlers);
        listeners.add(stop);
        return async () => {
          listeners.delete(stop);
          await stop();
        };
      },
      close: async () => {
        await Promise.all([...listeners].map((stop) => stop()));
        await db.destroy();
      },
    };
  }
  if (!options.dataDir.startsWith('memory://')) mkdirSync(options.dataDir, { recursive: true });
  const lite = new PGlite(options.dataDir, { extensions: { pg_trgm } });
  await lite.waitReady;
  const pool = new pg.Pool(createPgConfig(lite));
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), plugins });
  return {
    db,
    kind: 'pglite',
    listen: async (channel, handlers) => lite.listen(channel, (payload) => handlers.message(payload)).then((stop) => () => stop()),
    close: async () => {
      await db.destroy();
      await lite.close();
    },
  };
}

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * LISTEN on a connection of its own (a pooled one would be handed to other queries). When it breaks, it connects
 * again after a second (then two, four … up to thirty) and tells `reconnected`.
 */
async function listenOnPostgres(connectionString: string, channel: string, handlers: NotificationHandlers): Promise<() => Promise<void>> {
  let client: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | null = null;
  let delay = 1000;
  const connect = async (first: boolean): Promise<void> => {
    const next = new pg.Client({ connectionString });
    next.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    next.on('error', () => undefined);
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      schedule();
    });
    await next.connect();
    await next.query(`LISTEN ${quoteIdent(channel)}`);
    if (stopped) {
      await next.end();
      return;
    }
    client = next;
    delay = 1000;
    if (!first) handlers.reconnected?.();
  };
  const schedule = () => {
    retry = setTimeout(() => {
      retry = null;
      connect(false).catch(() => {
        delay = Math.min(delay * 2, 30_000);
        if (!stopped) schedule();
      });
    }, delay);
    retry.unref();
  };
  await connect(true);
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const current = client;
    client = null;
    await current?.end().catch(() => undefined);
  };
}
