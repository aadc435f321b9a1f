import { sql } from 'kysely';
import type { Db } from '../db/connect';

/** PostgreSQL's answers to a transaction that lost a race it could not wait out: a deadlock, a serialization failure. */
const RETRYABLE = new Set(['40P01', '40001']);
const ATTEMPTS = 3;

/**
 * Runs a write in one transaction. Should PostgreSQL abort it as the loser of a deadlock between row locks, nothing of
 * it was kept, so it runs again from the start (up to three times) instead of answering 500.
 */
export async function inTransaction<T>(db: Db, work: (trx: Db) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction().execute((trx) => work(trx as Db));
    } catch (error) {
      if (attempt >= ATTEMPTS || !RETRYABLE.has((error as { code?: string }).code ?? '')) throw error;
    }
  }
}

/**
 * Serialises, until the transaction ends, the writes that share a key (`venue-drive:<venueId>`): a transaction-level
 * advisory lock, for rules over rows that may not exist yet (one record per venue and day, a cap on a count, names
 * unique in a folder), where there is no row to lock. Released at commit or rollback.
 */
export async function lockKey(db: Db, key: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtextextended(${key}, 0))`.execute(db);
}
