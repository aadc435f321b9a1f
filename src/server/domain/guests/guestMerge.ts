import { sql } from 'kysely';
import { guestName } from '@/shared/guests/guestName';
import { MERGE_FIELDS, MERGE_UNDO_HOURS, type GuestMergeSummary, type MergeField } from '@/shared/guests/guestDuplicates';
import type { CountryCode } from '@/shared/types';
import type { RequestContext } from '../../api/context';
import { badRequest, conflict, notFound } from '../../api/errors';
import type { Db } from '../../db/connect';
import { recordGuestAccess } from './accessLog';
import { PERSONAL_FIELDS, type GuestRow } from './guestProfile';
import { guestKeys } from './guestKeys';
import { writeGuestLog, type GuestLogInput } from './guestLog';
import { MERGE_REFERENCES } from './guestMergeReferences';

type Json = Record<string, unknown>;

/** What undoing a merge needs: both profiles' rows as they were (snake_case, as the table holds them), the rows moved and the rows deleted. */
interface UndoData {
  kept: Json;
  removed: Json;
  /** `table.column` → ids of the rows the merge pointed from the removed guest to the kept one. */
  moved: Record<string, string[]>;
  /** table → whole rows the merge deleted (a consent both held: the older one). */
  deleted: Record<string, Json[]>;
}

const FIELD_OF: Partial<Record<MergeField, string>> = Object.fromEntries(Object.entries(PERSONAL_FIELDS).map(([source, field]) => [field, source]));

async function lockProfiles(db: Db, ids: string[]): Promise<GuestRow[]> {
  return db.selectFrom('guestProfiles').selectAll().where('id', 'in', ids).orderBy('id').forUpdate().execute();
}

/**
 * A row as the table holds it (snake_case keys), read as text: Kysely's camel-case plugin would rename the keys of a
 * JSON value, and jsonb_populate_record needs the columns' own names back.
 */
async function rowJson(db: Db, table: string, id: string): Promise<Json> {
  const { rows } = await sql<{ row: string }>`SELECT to_jsonb(t.*)::text AS row FROM ${sql.table(table)} t WHERE id = ${id}`.execute(db);
  return JSON.parse(rows[0].row) as Json;
}

/** The 409 of a profile that is gone: merged into another by someone (who, when), or deleted. */
async function goneConflict(db: Db, id: string): Promise<never> {
  const merge = await db
    .selectFrom('guestProfileMerges')
    .leftJoin('users', 'users.id', 'guestProfileMerges.createdBy')
    .select(['guestProfileMerges.createdAt', 'users.name'])
    .where('removedGuestId', '=', id)
    .where('undoneAt', 'is', null)
    .orderBy('guestProfileMerges.createdAt', 'desc')
    .executeTakeFirst();
  if (merge) throw conflict(`These profiles were already merged by ${merge.name ?? 'someone else'} at ${merge.createdAt.toISOString()}: reload the list`);
  throw notFound(`Guest profile ${id}`);
}

const union = (a: unknown, b: unknown) => [...new Set([...((a as string[] | null) ?? []), ...((b as string[] | null) ?? [])])];
const later = (a: Date | null, b: Date | null) => (a && b ? (a > b ? a : b) : (a ?? b));

/** The kept profile's new values: the chosen fields from the removed one, labels and interests together, visits, spend and points added up. */
function mergedValues(kept: GuestRow, removed: GuestRow, fromRemoved: MergeField[]) {
  const values: Partial<GuestRow> = {};
  for (const field of fromRemoved) (values as Json)[field] = removed[field];
  const chosen = { ...kept, ...values };
  const sources = new Set(fromRemoved.map((f) => FIELD_OF[f]).filter(Boolean));
  const fieldSources = [
    ...((kept.fieldSources as { field: string }[] | null) ?? []).filter((s) => !sources.has(s.field)),
    ...((removed.fieldSources as { field: string }[] | null) ?? []).filter((s) => sources.has(s.field)),
  ];
  const referrer = kept.referredByGuestId ?? removed.referredByGuestId;
  return {
    ...values,
    labels: JSON.stringify(union(kept.labels, removed.labels)),
    interests: JSON.stringify(union(kept.interests, removed.interests)),
    fieldSources: JSON.stringify(fieldSources),
    referredByGuestId: referrer === kept.id || referrer === removed.id ? null : referrer,
    referredByUserId: kept.referredByUserId ?? removed.referredByUserId,
    visitCount: (kept.visitCount ?? 0) + (removed.visitCount ?? 0),
    totalSpend: (kept.totalSpend ?? 0) + (removed.totalSpend ?? 0),
    points: (kept.points ?? 0) + (removed.points ?? 0),
    lastVisitAt: later(kept.lastVisitAt, removed.lastVisitAt),
    ...guestKeys({ ...chosen, country: kept.country as CountryCode }),
  };
}

/** Consents both guests hold at a venue: the most recently given one stays, the other is deleted (and kept for undo). */
async function mergeConsents(db: Db, keptId: string, removedId: string, undo: UndoData): Promise<void> {
  const { rows } = await sql<{ loser: string; row: string }>`
    SELECT CASE WHEN r.updated_at > k.updated_at THEN k.id ELSE r.id END AS loser,
           to_jsonb(CASE WHEN r.updated_at > k.updated_at THEN k ELSE r END)::text AS row
    FROM guest_consents r JOIN guest_consents k ON k.guest_id = ${keptId} AND k.venue_id = r.venue_id AND k.consent = r.consent
    WHERE r.guest_id = ${removedId}`.execute(db);
  if (rows.length) {
    await db.deleteFrom('guestConsents').where('id', 'in', rows.map((r) => r.loser)).execute();
    undo.deleted.guest_consents = rows.map((r) => JSON.parse(r.row) as Json);
  }
}

async function moveRows(db: Db, table: string, column: string, keptId: string, removedId: string): Promise<string[]> {
  const exceptKept = table === 'guest_profiles' ? sql`AND id <> ${keptId}` : sql``;
  const { rows } = await sql<{ id: string }>`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${keptId} WHERE ${sql.ref(column)} = ${removedId} ${exceptKept} RETURNING id`.execute(db);
  return rows.map((r) => r.id);
}

export async function mergeSummary(db: Db, id: string): Promise<GuestMergeSummary> {
  const m = await db
    .selectFrom('guestProfileMerges')
    .leftJoin('users', 'users.id', 'guestProfileMerges.createdBy')
    .leftJoin('guestProfiles', 'guestProfiles.id', 'guestProfileMerges.keptGuestId')
    .select(['guestProfileMerges.id', 'keptGuestId', 'removedGuestId', 'fieldsFromRemoved', 'guestProfileMerges.createdAt', 'guestProfileMerges.createdBy', 'users.name', 'undoneAt', 'guestProfiles.firstName', 'guestProfiles.lastName'])
    .where('guestProfileMerges.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    id: m.id,
    keptGuestId: m.keptGuestId!,
    removedGuestId: m.removedGuestId!,
    keptName: guestName(m) ?? m.keptGuestId!,
    fieldsFromRemoved: (m.fieldsFromRemoved ?? []) as MergeField[],
    mergedAt: m.createdAt.toISOString(),
    mergedBy: m.createdBy,
    mergedByName: m.name,
    undoneAt: m.undoneAt?.toISOString() ?? null,
    undoUntil: new Date(m.createdAt.getTime() + MERGE_UNDO_HOURS * 3_600_000).toISOString(),
  };
}

export interface MergeRequest {
  country: CountryCode;
  keptGuestId: string;
  removedGuestId: string;
  keptVersion: number;
  removedVersion: number;
  fromRemoved: MergeField[];
}

/**
 * Merges the removed profile into the kept one inside the request's transaction. Both rows are locked first, so of
 * two people merging the same pair one waits and then finds the removed profile gone (409, naming who merged it).
 */
export async function mergeProfiles(ctx: RequestContext, req: MergeRequest): Promise<GuestMergeSummary> {
  if (req.keptGuestId === req.removedGuestId) throw badRequest('body.removedGuestId', 'must be another guest than the one kept');
  const fromRemoved = [...new Set(req.fromRemoved)].filter((f) => MERGE_FIELDS.includes(f));
  const rows = await lockProfiles(ctx.db, [req.keptGuestId, req.removedGuestId]);
  const kept = rows.find((r) => r.id === req.keptGuestId) ?? (await goneConflict(ctx.db, req.keptGuestId));
  const removed = rows.find((r) => r.id === req.removedGuestId) ?? (await goneConflict(ctx.db, req.removedGuestId));
  for (const g of [kept, removed]) {
    if (g.country !== req.country) throw notFound(`Guest profile ${g.id} in ${req.country}`);
    if (g.anonymizedAt) throw conflict(`The profile ${g.id} is anonymised: an anonymised profile cannot be merged`);
  }
  if (kept.version !== req.keptVersion || removed.version !== req.removedVersion) throw conflict('One of the two profiles was changed since you opened them: open the pair again and choose anew');

  const undo: UndoData = { kept: await rowJson(ctx.db, 'guest_profiles', kept.id), removed: await rowJson(ctx.db, 'guest_profiles', removed.id), moved: {}, deleted: {} };
  for (const ref of MERGE_REFERENCES) {
    if (ref.how === 'drop') {
      await sql`DELETE FROM ${sql.table(ref.table)} WHERE ${sql.ref(ref.column)} = ${removed.id}`.execute(ctx.db);
      continue;
    }
    if (ref.how === 'consents') await mergeConsents(ctx.db, kept.id, removed.id, undo);
    const ids = await moveRows(ctx.db, ref.table, ref.column, kept.id, removed.id);
    if (ids.length) undo.moved[`${ref.table}.${ref.column}`] = ids;
  }
  await ctx.db.deleteFrom('guestProfiles').where('id', '=', removed.id).execute();
  const versionAfter = kept.version + 1;
  await ctx.db
    .updateTable('guestProfiles')
    .set({ ...(mergedValues(kept, removed, fromRemoved) as object), version: versionAfter, updatedAt: ctx.now, updatedBy: ctx.user.userId })
    .where('id', '=', kept.id)
    .execute();
  const merge = await ctx.db
    .insertInto('guestProfileMerges')
    .values({
      country: req.country,
      keptGuestId: kept.id,
      removedGuestId: removed.id,
      fieldsFromRemoved: JSON.stringify(fromRemoved),
      keptVersionAfter: versionAfter,
      undo: JSON.stringify(undo),
      createdAt: ctx.now,
      updatedAt: ctx.now,
      createdBy: ctx.user.userId,
    } as never)
    .returning('id')
    .executeTakeFirstOrThrow();

  const removedName = guestName(removed) ?? removed.id;
  const log: GuestLogInput[] = [{ action: 'Merged', oldValue: removed.id, newValue: removedName }];
  for (const field of fromRemoved) {
    if (kept[field] !== removed[field]) log.push({ action: 'FieldChanged', field: FIELD_OF[field] ?? field, oldValue: kept[field] as string | null, newValue: removed[field] as string | null, source: 'Merge' });
  }
  await writeGuestLog(ctx, kept.id, log);
  const reason = `Merged profile ${removed.id} into ${kept.id}`;
  await recordGuestAccess(ctx.db, { guestId: kept.id, actorUserId: ctx.user.userId, action: 'merge', at: ctx.now, reason });
  await recordGuestAccess(ctx.db, { guestId: removed.id, actorUserId: ctx.user.userId, action: 'merge', at: ctx.now, reason });
  return mergeSummary(ctx.db, merge.id);
}

/**
 * Restores both profiles as they were before the merge, in the request's transaction: refused once a day has passed,
 * when it was undone already, or when the kept profile changed since (its version moved on, or a row the merge
 * moved was changed or deleted): restoring then would lose that change.
 */
export async function undoMerge(ctx: RequestContext, country: CountryCode, mergeId: string): Promise<GuestMergeSummary> {
  const merge = await ctx.db.selectFrom('guestProfileMerges').selectAll().where('id', '=', mergeId).where('country', '=', country).forUpdate().executeTakeFirst();
  if (!merge) throw notFound(`Merge ${mergeId} in ${country}`);
  if (merge.undoneAt) throw conflict(`This merge was already undone at ${merge.undoneAt.toISOString()}`);
  const until = new Date(merge.createdAt.getTime() + MERGE_UNDO_HOURS * 3_600_000);
  if (ctx.now > until || !merge.undo) throw conflict(`A merge can be undone for ${MERGE_UNDO_HOURS} hours; this one was made at ${merge.createdAt.toISOString()}`);
  const stored = await sql<{ undo: string }>`SELECT undo::text AS undo FROM guest_profile_merges WHERE id = ${merge.id}`.execute(ctx.db);
  const undo = JSON.parse(stored.rows[0].undo) as UndoData;
  const keptId = merge.keptGuestId!;
  const removedId = merge.removedGuestId!;
  const [kept] = await lockProfiles(ctx.db, [keptId]);
  if (!kept) throw conflict('The kept profile was deleted since the merge: there is nothing to restore into');
  if (kept.version !== merge.keptVersionAfter || kept.anonymizedAt) {
    throw conflict('The kept profile was changed since the merge (edited or anonymised): undoing would lose that change. Merge again the other way, or correct the profile by hand');
  }
  const clash = await ctx.db.selectFrom('guestProfiles').select('id').where('id', '=', removedId).executeTakeFirst();
  if (clash) throw conflict(`A profile with the id ${removedId} exists again: the merge cannot be undone`);

  await ctx.db.deleteFrom('guestProfiles').where('id', '=', kept.id).execute();
  await sql`INSERT INTO guest_profiles SELECT * FROM jsonb_populate_recordset(NULL::guest_profiles, ${JSON.stringify([undo.kept, undo.removed])}::jsonb)`.execute(ctx.db);
  for (const [key, ids] of Object.entries(undo.moved)) {
    const [table, column] = key.split('.');
    const moved = await sql`UPDATE ${sql.table(table)} SET ${sql.ref(column)} = ${removedId} WHERE id = ANY(${ids}::text[]) AND ${sql.ref(column)} = ${keptId}`.execute(ctx.db);
    if (Number(moved.numAffectedRows) !== ids.length) throw conflict(`Records the merge moved (${table}) were changed or deleted since: undoing would not restore the profiles exactly`);
  }
  for (const [table, deleted] of Object.entries(undo.deleted)) {
    const restored = await sql`INSERT INTO ${sql.table(table)} SELECT * FROM jsonb_populate_recordset(NULL::${sql.table(table)}, ${JSON.stringify(deleted)}::jsonb) ON CONFLICT DO NOTHING`.execute(ctx.db);
    if (Number(restored.numAffectedRows) !== deleted.length) throw conflict(`Records the merge removed (${table}) were given again since: undoing would duplicate them`);
  }
  await ctx.db.updateTable('guestProfileMerges').set({ undoneAt: ctx.now, undoneBy: ctx.user.userId, undo: null, updatedAt: ctx.now } as never).where('id', '=', merge.id).execute();
  for (const guestId of [keptId, removedId]) {
    await writeGuestLog(ctx, guestId, [{ action: 'MergeUndone', oldValue: removedId, newValue: keptId }]);
    await recordGuestAccess(ctx.db, { guestId, actorUserId: ctx.user.userId, action: 'unmerge', at: ctx.now, reason: `Undid the merge of ${removedId} into ${keptId}` });
  }
  return mergeSummary(ctx.db, merge.id);
}
