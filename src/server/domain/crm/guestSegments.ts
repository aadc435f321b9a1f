import type {
  GuestSegmentsAddInterestInput,
  GuestSegmentsAddLabelInput,
  GuestSegmentsDeleteInterestInput,
  GuestSegmentsDeleteLabelInput,
} from '@generated/server/resources/guestSegments';
import { sql } from 'kysely';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import { sanitizePlainText } from '../../sanitize';

type Kind = 'label' | 'interest';
const FIELD: Record<Kind, 'labels' | 'interests'> = { label: 'labels', interest: 'interests' };

async function list(ctx: RequestContext, kind: Kind) {
  const rows = await ctx.db.selectFrom('guestSegments').select(['name', 'createdAt', 'createdBy']).where('kind', '=', kind).orderBy(sql`lower(name)`).execute();
  return rows.map((r) => ({ name: r.name!, createdAt: r.createdAt.toISOString(), createdBy: r.createdBy }));
}

const normalise = (raw: string) => sanitizePlainText(raw).replace(/\s+/g, ' ').trim();

const isUniqueViolation = (error: unknown) => (error as { code?: string } | null)?.code === '23505';

async function add(ctx: RequestContext, kind: Kind, raw: string) {
  const name = normalise(raw);
  if (!name) throw badRequest('body.name', 'is required');
  const existing = await ctx.db.selectFrom('guestSegments').select('name').where('kind', '=', kind).where(sql`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
  if (existing) throw conflict(`A ${kind} named "${existing.name}" already exists`);
  try {
    // The unique index on (kind, lower(name)) refuses a name another request added meanwhile.
    await ctx.db.insertInto('guestSegments').values({ kind, name, createdBy: ctx.user.userId }).execute();
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(`A ${kind} named "${name}" already exists (regardless of case)`);
    throw error;
  }
  return { name, createdAt: ctx.now.toISOString(), createdBy: ctx.user.userId };
}

/** The names of a JSON array of text, in order, joined for the change log (null when none). */
const joined = (column: ReturnType<typeof sql.ref>) => sql`(SELECT nullif(string_agg(e, ', ' ORDER BY o), '') FROM jsonb_array_elements_text(${column}) WITH ORDINALITY AS x(e, o))`;

/**
 * Deletes a name from the catalogue, matched regardless of case, and takes every spelling of it off every guest in
 * one statement (a scan of the guests), writing a LabelsChanged / InterestsChanged entry (old and new list, who, when)
 * in the change log of each guest it changed.
 */
async function remove(ctx: RequestContext, kind: Kind, raw: string) {
  const name = normalise(raw);
  const deleted = await ctx.db.deleteFrom('guestSegments').where('kind', '=', kind).where(sql`lower(name)`, '=', name.toLowerCase()).returning('name').executeTakeFirst();
  if (!deleted) throw notFound(`The ${kind} "${name}"`);
  const field = FIELD[kind];
  const column = sql.ref(`g.${field}`);
  const lower = deleted.name!.toLowerCase();
  const action = kind === 'label' ? 'LabelsChanged' : 'InterestsChanged';
  await sql`
    WITH before AS (
      SELECT g.id, g.${sql.ref(field)} AS old FROM guest_profiles g
      WHERE EXISTS (SELECT 1 FROM jsonb_array_elements_text(${column}) AS x(e) WHERE lower(e) = ${lower})
      FOR UPDATE
    ), changed AS (
      UPDATE guest_profiles g
      SET ${sql.ref(field)} = (SELECT coalesce(jsonb_agg(e ORDER BY o), '[]'::jsonb) FROM jsonb_array_elements_text(${column}) WITH ORDINALITY AS x(e, o) WHERE lower(e) <> ${lower}),
        version = g.version + 1, updated_at = ${ctx.now}, updated_by = ${ctx.user.userId}
      FROM before b WHERE g.id = b.id
      RETURNING g.id, b.old, ${column} AS next
    )
    INSERT INTO guest_logs (guest_id, action, field, old_value, new_value, created_at, created_by)
    SELECT c.id, ${action}, ${field}, ${joined(sql.ref('c.old'))}, ${joined(sql.ref('c.next'))}, ${ctx.now}, ${ctx.user.userId} FROM changed c`.execute(ctx.db);
}

export const get = defineAction(async (ctx) => ({ labels: await list(ctx, 'label'), interests: await list(ctx, 'interest') }));
export const addLabel = defineAction(async (ctx, { body }: GuestSegmentsAddLabelInput) => add(ctx, 'label', body.name));
export const addInterest = defineAction(async (ctx, { body }: GuestSegmentsAddInterestInput) => add(ctx, 'interest', body.name));
export const deleteLabel = defineAction(async (ctx, { query }: GuestSegmentsDeleteLabelInput) => remove(ctx, 'label', query.name));
export const deleteInterest = defineAction(async (ctx, { query }: GuestSegmentsDeleteInterestInput) => remove(ctx, 'interest', query.name));
