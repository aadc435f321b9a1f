import { sql } from 'kysely';
import type {
  GuestDuplicatesDismissInput,
  GuestDuplicatesGetPairInput,
  GuestDuplicatesLatestRunInput,
  GuestDuplicatesListInput,
  GuestDuplicatesMergeInput,
  GuestDuplicatesMergesInput,
  GuestDuplicatesStartRunInput,
  GuestDuplicatesUndoInput,
} from '@generated/server/resources/guestDuplicates';
import { MERGE_FIELDS, type DuplicateGuest, type DuplicateReason, type MergeField, type MergeSide } from '@/shared/guests/guestDuplicates';
import type { CountryCode } from '@/shared/types';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import { exportReasonOf, recordGuestsAccess } from './accessLog';
import { latestDuplicateRun, queueDuplicateRun } from './duplicateJob';
import { mergeProfiles, mergeSummary, undoMerge as undo } from './guestMerge';

const PAGE = { default: 25, max: 100 };
/** Merges listed for undo and for the record. */
const MERGES_SHOWN_DAYS = 7;

function range(value: number | null | undefined, field: string, fallback: number, min: number, max: number): number {
  if (value == null) return fallback;
  if (value < min || value > max) throw badRequest(field, `must be between ${min} and ${max}`);
  return value;
}

const pairOrder = (a: string, b: string) => (a < b ? [a, b] : [b, a]) as [string, string];

const guestColumns = ['id', 'firstName', 'lastName', 'email', 'phone', 'birthDate', 'createdAt'] as const;
const asGuest = (g: { id: string; firstName: string | null; lastName: string | null; email: string | null; phone: string | null; birthDate: string | null; createdAt: Date }): DuplicateGuest => ({ ...g, createdAt: g.createdAt.toISOString() });

export const listCandidates = defineAction(async (ctx, { params, query }: GuestDuplicatesListInput) => {
  const country = params.country as CountryCode;
  const minScore = range(query.minScore, 'query.minScore', 0, 0, 100);
  const top = range(query.top, 'query.top', PAGE.default, 1, PAGE.max);
  const skip = range(query.skip, 'query.skip', 0, 0, Number.MAX_SAFE_INTEGER);
  const exportReason = query.exportReason === undefined ? undefined : exportReasonOf(query.exportReason);
  const base = ctx.db
    .selectFrom('guestDuplicates as d')
    .innerJoin('guestProfiles as g', 'g.id', 'd.guestId')
    .innerJoin('guestProfiles as o', 'o.id', 'd.otherGuestId')
    .where('d.country', '=', country)
    .where('d.score', '>=', minScore)
    .where('g.anonymizedAt', 'is', null)
    .where('o.anonymizedAt', 'is', null);
  const { count } = await base.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
  const rows = await base
    .select(['d.id', 'd.score', 'd.reasons'])
    .select(guestColumns.map((c) => `g.${c} as g${c}` as const))
    .select(guestColumns.map((c) => `o.${c} as o${c}` as const))
    .orderBy('d.score', 'desc')
    .orderBy('d.id')
    .limit(top)
    .offset(skip)
    .execute();
  const side = (r: Record<string, unknown>, p: 'g' | 'o') => asGuest(Object.fromEntries(guestColumns.map((c) => [c, r[`${p}${c}`]])) as never);
  const items = rows.map((r) => ({ id: r.id, score: r.score ?? 0, reasons: (r.reasons ?? []) as unknown as DuplicateReason[], guest: side(r, 'g'), other: side(r, 'o') }));
  // A page of the export: each guest handed out is logged once, in the request that hands them out.
  if (exportReason !== undefined) {
    const handedOut = new Set(items.flatMap((pair) => [pair.guest.id, pair.other.id]));
    await recordGuestsAccess(ctx.db, [...handedOut], { actorUserId: ctx.user.userId, action: 'export', at: ctx.now, reason: exportReason });
  }
  return {
    total: Number(count),
    top,
    skip,
    items,
    run: await latestDuplicateRun(ctx.db, country),
  };
});

export const latestRun = defineAction(async (ctx, { params }: GuestDuplicatesLatestRunInput) => latestDuplicateRun(ctx.db, params.country as CountryCode));

/** Queues a search; the server instances' workers pick it up within seconds (src/server/domain/guests/duplicateJob.ts). */
export const startRun = defineAction(async (ctx, { params }: GuestDuplicatesStartRunInput) => (await queueDuplicateRun(ctx.db, params.country as CountryCode, 'manual', ctx.user.userId, ctx.now)).run);

async function side(ctx: RequestContext, id: string, country: CountryCode): Promise<MergeSide> {
  const g = await ctx.db
    .selectFrom('guestProfiles')
    .leftJoin('venues', 'venues.id', 'guestProfiles.venueId')
    .selectAll('guestProfiles')
    .select('venues.name as venueName')
    .where('guestProfiles.id', '=', id)
    .executeTakeFirst();
  if (!g || g.country !== country) throw notFound(`Guest profile ${id} in ${country}`);
  const count = (table: 'guestConsents' | 'guestNotes' | 'guestLogs') => ctx.db.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('guestId', '=', id).executeTakeFirstOrThrow();
  const { rows } = await sql<{ lists: number; conversations: number }>`
    SELECT (SELECT count(*) FROM guest_list_items WHERE guest_profile_id = ${id})::int AS lists,
           ((SELECT count(*) FROM messenger_conversations WHERE guest_id = ${id}) + (SELECT count(*) FROM email_conversations WHERE guest_id = ${id}))::int AS conversations`.execute(ctx.db);
  return {
    id: g.id,
    version: g.version,
    createdAt: g.createdAt.toISOString(),
    venueName: g.venueName,
    values: Object.fromEntries(MERGE_FIELDS.map((f) => [f, (g[f] as string | null) ?? null])) as Record<MergeField, string | null>,
    counts: {
      consents: Number((await count('guestConsents')).n),
      notes: Number((await count('guestNotes')).n),
      log: Number((await count('guestLogs')).n),
      guestListEntries: rows[0].lists,
      conversations: rows[0].conversations,
    },
    visitCount: g.visitCount ?? 0,
    points: g.points ?? 0,
  };
}

export const getPair = defineAction(async (ctx, { params, query }: GuestDuplicatesGetPairInput) => {
  const country = params.country as CountryCode;
  if (query.guestId === query.otherGuestId) throw badRequest('query.otherGuestId', 'must be another guest');
  const [a, b] = pairOrder(query.guestId, query.otherGuestId);
  const candidate = await ctx.db.selectFrom('guestDuplicates').select(['score', 'reasons']).where('guestId', '=', a).where('otherGuestId', '=', b).executeTakeFirst();
  return {
    guest: await side(ctx, query.guestId, country),
    other: await side(ctx, query.otherGuestId, country),
    score: candidate?.score ?? null,
    reasons: (candidate?.reasons ?? []) as unknown as DuplicateReason[],
  };
});

export const dismiss = defineAction(async (ctx, { params, body }: GuestDuplicatesDismissInput) => {
  const country = params.country as CountryCode;
  if (body.guestId === body.otherGuestId) throw badRequest('body.otherGuestId', 'must be another guest');
  const [a, b] = pairOrder(body.guestId, body.otherGuestId);
  const found = await ctx.db.selectFrom('guestProfiles').select('id').where('id', 'in', [a, b]).where('country', '=', country).execute();
  if (found.length !== 2) throw notFound(`The two guest profiles in ${country}`);
  const saved = await ctx.db
    .insertInto('guestDuplicateDismissals')
    .values({ country, guestId: a, otherGuestId: b, createdAt: ctx.now, updatedAt: ctx.now, createdBy: ctx.user.userId })
    .onConflict((oc) => oc.columns(['guestId', 'otherGuestId']).doNothing())
    .returning('id')
    .executeTakeFirst();
  await ctx.db.deleteFrom('guestDuplicates').where('guestId', '=', a).where('otherGuestId', '=', b).execute();
  if (!saved) throw conflict('Someone already said these two are different people');
  return { dismissed: true as const };
});

export const mergePair = defineAction(async (ctx, { params, body }: GuestDuplicatesMergeInput) =>
  mergeProfiles(ctx, {
    country: params.country as CountryCode,
    keptGuestId: body.keptGuestId,
    removedGuestId: body.removedGuestId,
    keptVersion: body.keptVersion,
    removedVersion: body.removedVersion,
    fromRemoved: (body.fromRemoved ?? []) as MergeField[],
  }),
);

export const listMerges = defineAction(async (ctx, { params }: GuestDuplicatesMergesInput) => {
  const since = new Date(ctx.now.getTime() - MERGES_SHOWN_DAYS * 86_400_000);
  const ids = await ctx.db.selectFrom('guestProfileMerges').select('id').where('country', '=', params.country as CountryCode).where('createdAt', '>=', since).orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(100).execute();
  return Promise.all(ids.map((m) => mergeSummary(ctx.db, m.id)));
});

export const undoMerge = defineAction(async (ctx, { params }: GuestDuplicatesUndoInput) => undo(ctx, params.country as CountryCode, params.mergeId));
