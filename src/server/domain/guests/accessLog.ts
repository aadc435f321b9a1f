import { sql } from 'kysely';
import { EXPORT_REASON_LENGTH, isExportReason, type GuestAccessAction, type GuestAccessEntry } from '@/shared/guests/accessLog';
import { badRequest } from '../../api/errors';
import type { Db } from '../../db/connect';
import { sanitizePlainText } from '../../sanitize';

export interface GuestAccess {
  guestId: string;
  /** The staff member who did it; null for a scheduled job, which `job` then names. */
  actorUserId: string | null;
  action: GuestAccessAction;
  /** When: the request's `ctx.now` (or the job's clock), never the database's, so pinned clocks hold. */
  at: Date;
  /** Why, as typed by the person (required for exports by the export itself). */
  reason?: string | null;
  /** The job that did it when no person did (e.g. `retention`). */
  job?: string | null;
}

/**
 * Records that someone saw or handled a guest's data. Call it with the request's `ctx.db` so that the entry is written
 * in the same request, and in the same transaction as the act when the act writes.
 */
export async function recordGuestAccess(db: Db, entry: GuestAccess): Promise<void> {
  await recordGuestsAccess(db, [entry.guestId], entry);
}

/** The same for many guests at once (a venue's anonymisation, a retention run): one statement whatever their number. */
export async function recordGuestsAccess(db: Db, guestIds: readonly string[], entry: Omit<GuestAccess, 'guestId'>): Promise<void> {
  if (!guestIds.length) return;
  await sql`
    INSERT INTO guest_access_logs (guest_id, action, actor_user_id, job, reason, created_at, created_by)
    SELECT id, ${entry.action}, ${entry.actorUserId}, ${entry.job ?? null}, ${entry.reason ?? null}, ${entry.at}, ${entry.actorUserId}
    FROM unnest(${[...guestIds]}::text[]) AS id`.execute(db);
}

/**
 * Why guests' data is exported, as typed (by default a list export's `exportReason` query): cleaned and checked before
 * any guest is read, so that no guest leaves without the reason.
 */
export function exportReasonOf(typed: string, field = 'query.exportReason', what = 'the guests are'): string {
  const reason = sanitizePlainText(typed).trim();
  if (!isExportReason(reason)) throw badRequest(field, `say why ${what} exported (${EXPORT_REASON_LENGTH.min} to ${EXPORT_REASON_LENGTH.max} characters)`);
  return reason;
}

/** A guest's access log, newest first (the latest 500). */
export async function readGuestAccessLog(db: Db, guestId: string): Promise<GuestAccessEntry[]> {
  const rows = await db
    .selectFrom('guestAccessLogs')
    .leftJoin('users', 'users.id', 'guestAccessLogs.actorUserId')
    .select(['guestAccessLogs.id', 'guestAccessLogs.action', 'guestAccessLogs.createdAt as at', 'guestAccessLogs.actorUserId', 'users.name as actorName', 'guestAccessLogs.job', 'guestAccessLogs.reason'])
    .where('guestAccessLogs.guestId', '=', guestId)
    .orderBy('guestAccessLogs.createdAt', 'desc')
    .orderBy('guestAccessLogs.id', 'desc')
    .limit(500)
    .execute();
  return rows.map((r) => ({ ...r, action: r.action as GuestAccessAction, at: r.at.toISOString() }));
}
