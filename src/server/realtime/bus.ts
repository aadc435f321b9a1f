import { sql } from 'kysely';
import type { Db, NotificationHandlers } from '../db/connect';

/** The channel every server instance listens on. */
export const REALTIME_CHANNEL = 'vp_realtime';

/** PostgreSQL refuses a notification payload of 8000 bytes or more; a larger event travels through a table. */
const MAX_INLINE_BYTES = 7800;

/** A change to tell the connected clients of a hub about: who may see it is decided by the venue. */
export interface RealtimeEvent {
  hub: string;
  venueId: string;
  /** The client method (`connection.on(target, …)`), such as `newMessage`. */
  target: string;
  payload: Record<string, unknown>;
}

/**
 * Publishes an event in the caller's transaction: `pg_notify` is delivered to every listening server instance when
 * the transaction commits, and never when it rolls back, so a client hears exactly the changes that were saved,
 * each once.
 */
export async function publish(db: Db, event: RealtimeEvent): Promise<void> {
  const text = JSON.stringify(event);
  if (Buffer.byteLength(text) <= MAX_INLINE_BYTES) {
    await sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${text})`.execute(db);
    return;
  }
  const stored = await sql<{ id: string }>`INSERT INTO realtime_events (payload) VALUES (${text}::jsonb) RETURNING id`.execute(db);
  await sql`SELECT pg_notify(${REALTIME_CHANNEL}, ${JSON.stringify({ ref: String(stored.rows[0].id) })})`.execute(db);
}

/** Events kept for large payloads are read within moments of their commit; an hour is plenty. */
export async function deleteOldRealtimeEvents(db: Db, now: Date): Promise<number> {
  const result = await sql`DELETE FROM realtime_events WHERE created_at < ${new Date(now.getTime() - 3_600_000)}`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

function isEvent(value: unknown): value is RealtimeEvent {
  const v = value as RealtimeEvent | null;
  return Boolean(v && typeof v.hub === 'string' && typeof v.venueId === 'string' && typeof v.target === 'string' && v.payload && typeof v.payload === 'object');
}

/**
 * Turns the channel's notifications back into events, in the order they were committed: an event that travelled
 * through the table is read before the ones after it are handed on.
 */
export function eventReader(db: Db, deliver: (event: RealtimeEvent) => Promise<unknown>, onError: (error: unknown) => void): NotificationHandlers['message'] {
  let queue: Promise<void> = Promise.resolve();
  return (text) => {
    queue = queue
      .then(async () => {
        const parsed = JSON.parse(text) as unknown;
        const ref = (parsed as { ref?: unknown }).ref;
        const event = typeof ref === 'string' ? (await sql<{ payload: unknown }>`SELECT payload FROM realtime_events WHERE id = ${ref}`.execute(db)).rows[0]?.payload : parsed;
        if (isEvent(event)) await deliver(event);
      })
      .catch(onError);
  };
}
