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

async function add(ctx: RequestContext, kind: Kind, raw: string) {
  const name = sanitizePlainText(raw).replace(/\s+/g, ' ').trim();
  if (!name) throw badRequest('body.name', 'is required');
  const existing = await ctx.db.selectFrom('guestSegments').select('name').where('kind', '=', kind).where(sql`lower(name)`, '=', name.toLowerCase()).executeTakeFirst();
  if (existing) throw conflict(`A ${kind} named "${existing.name}" already exists`);
  await ctx.db.insertInto('guestSegments').values({ kind, name, createdBy: ctx.user.userId }).execute();
  return { name, createdAt: ctx.now.toISOString(), createdBy: ctx.user.userId };
}

/** Deleting from the catalogue also takes the name off every guest (one statement; a full scan at a million guests). */
async function remove(ctx: RequestContext, kind: Kind, name: string) {
  const deleted = await ctx.db.deleteFrom('guestSegments').where('kind', '=', kind).where('name', '=', name).returning('name').executeTakeFirst();
  if (!deleted) throw notFound(`The ${kind} "${name}"`);
  const column = sql.ref(FIELD[kind]);
  await sql`UPDATE guest_profiles SET ${column} = ${column} - ${name}::text, version = version + 1, updated_at = now() WHERE ${column} @> ${JSON.stringify([name])}::jsonb`.execute(ctx.db);
}

export const get = defineAction(async (ctx) => ({ labels: await list(ctx, 'label'), interests: await list(ctx, 'interest') }));
export const addLabel = defineAction(async (ctx, { body }: GuestSegmentsAddLabelInput) => add(ctx, 'label', body.name));
export const addInterest = defineAction(async (ctx, { body }: GuestSegmentsAddInterestInput) => add(ctx, 'interest', body.name));
export const deleteLabel = defineAction(async (ctx, { query }: GuestSegmentsDeleteLabelInput) => remove(ctx, 'label', query.name));
export const deleteInterest = defineAction(async (ctx, { query }: GuestSegmentsDeleteInterestInput) => remove(ctx, 'interest', query.name));
