import type { GuestRequestsCreateInput, GuestRequestsGetListInput, GuestRequestsGetOneInput, GuestRequestsUpdateInput } from '@generated/server/resources/guestRequests';
import { sql } from 'kysely';
import { guestName } from '@/shared/guests/guestName';
import { dueDate, isOverdue, mayMove, todayIn, type GuestRequestRow, type GuestRequestStatus, type GuestRequestType } from '@/shared/guests/guestRequests';
import type { CountryCode } from '@/shared/types';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, forbidden, notFound } from '../../api/errors';
import { sanitizePlainText } from '../../sanitize';
import { permittedCountries } from '../crm/access';

const VIEW = 'vp.hq.guestrequests.view';

const STATUS_TEXT: Record<GuestRequestStatus, string> = { Open: 'open', InProgress: 'in progress', Done: 'done', Refused: 'refused' };

function baseQuery(ctx: RequestContext) {
  return ctx.db
    .selectFrom('guestRequests as r')
    .leftJoin('guestProfiles as g', 'g.id', 'r.guestId')
    .leftJoin('users as u', 'u.id', 'r.handledBy')
    .selectAll('r')
    .select(['g.firstName', 'g.lastName', 'u.name as handledByName']);
}
type Joined = Awaited<ReturnType<ReturnType<typeof baseQuery>['executeTakeFirstOrThrow']>>;

function view(ctx: RequestContext, r: Joined): GuestRequestRow {
  const row = { status: r.status as GuestRequestStatus, dueOn: r.dueOn!, country: r.country as CountryCode };
  return {
    id: r.id,
    version: r.version,
    guestId: r.guestId!,
    guestName: guestName({ firstName: r.firstName ?? null, lastName: r.lastName ?? null }),
    country: row.country,
    type: r.type as GuestRequestType,
    receivedOn: r.receivedOn!,
    dueOn: row.dueOn,
    status: row.status,
    overdue: isOverdue(row, ctx.now),
    refusalReason: r.refusalReason ?? null,
    handledBy: r.handledBy ?? null,
    handledByName: r.handledByName ?? null,
    notes: r.notes ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

async function load(ctx: RequestContext, id: string) {
  const row = await baseQuery(ctx).where('r.id', '=', id).executeTakeFirst();
  if (!row) throw notFound(`Data-subject request ${id}`);
  return row;
}

/** A received day is a calendar day, not after today in the guest's country. */
function receivedDay(value: string | null | undefined, country: CountryCode, now: Date, field: string): string {
  const today = todayIn(country, now);
  if (!value) return today;
  if (value > today) throw badRequest(field, `cannot be after today (${today}) in the guest's country`);
  return value;
}

async function handler(ctx: RequestContext, userId: string | null | undefined, field: string) {
  if (!userId) return null;
  const user = await ctx.db.selectFrom('users').select('id').where('id', '=', userId).executeTakeFirst();
  if (!user) throw badRequest(field, `no member of staff with the id ${userId}`);
  return user.id;
}

const text = (v: string | null | undefined) => {
  const t = sanitizePlainText(v ?? '').trim();
  return t || null;
};

export const list = defineAction(async (ctx, { query }: GuestRequestsGetListInput) => {
  const countries = permittedCountries(ctx, VIEW);
  if (query.country && !countries.includes(query.country)) throw forbidden(`You do not have permission for the requests of ${query.country}`);
  let q = baseQuery(ctx).where('r.country', 'in', query.country ? [query.country] : countries.length ? countries : ['-' as 'dk']);
  if (query.status) q = q.where('r.status', '=', query.status);
  if (query.type) q = q.where('r.type', '=', query.type);
  if (query.overdue !== undefined && query.overdue !== null) {
    // Overdue: still pending after the due day in the request's country (each country has its own today).
    const overdue = sql<boolean>`(r.status IN ('Open', 'InProgress') AND r.due_on < CASE r.country
      WHEN 'dk' THEN ${todayIn('dk', ctx.now)} WHEN 'no' THEN ${todayIn('no', ctx.now)}
      WHEN 'fi' THEN ${todayIn('fi', ctx.now)} ELSE ${todayIn('uk', ctx.now)} END::date)`;
    q = q.where(query.overdue ? overdue : sql<boolean>`NOT ${overdue}`);
  }
  const rows = await q.orderBy('r.dueOn', 'asc').orderBy('r.createdAt', 'asc').limit(1000).execute();
  return rows.map((r) => view(ctx, r));
});

export const get = defineAction(async (ctx, { params }: GuestRequestsGetOneInput) => view(ctx, await load(ctx, params.id)));

export const create = defineAction(async (ctx, { body }: GuestRequestsCreateInput) => {
  const guest = await ctx.db.selectFrom('guestProfiles').select(['id', 'country']).where('id', '=', body.guestId).executeTakeFirst();
  if (!guest) throw badRequest('body.guestId', `no guest with the id ${body.guestId}`);
  if (guest.country !== body.country) throw badRequest('body.country', `the guest belongs to ${guest.country}, not ${body.country}`);
  const country = body.country as CountryCode;
  const receivedOn = receivedDay(body.receivedOn, country, ctx.now, 'body.receivedOn');
  const inserted = await ctx.db
    .insertInto('guestRequests')
    .values({
      guestId: guest.id,
      country,
      type: body.type,
      receivedOn,
      dueOn: dueDate(receivedOn, country),
      status: 'Open',
      handledBy: await handler(ctx, body.handledBy, 'body.handledBy'),
      notes: text(body.notes),
      createdAt: ctx.now,
      updatedAt: ctx.now,
      createdBy: ctx.user.userId,
      updatedBy: ctx.user.userId,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return view(ctx, await load(ctx, inserted.id));
});

export const update = defineAction(async (ctx, { body }: GuestRequestsUpdateInput) => {
  const current = await load(ctx, body.id);
  const country = current.country as CountryCode;
  const from = current.status as GuestRequestStatus;
  const to = body.status as GuestRequestStatus;
  if (!mayMove(from, to)) throw conflict(`A data-subject request that is ${STATUS_TEXT[from]} cannot become ${STATUS_TEXT[to]}`);
  const refusalReason = text(body.refusalReason);
  if (to === 'Refused' && !refusalReason) throw badRequest('body.refusalReason', 'say why the request is refused');
  const receivedOn = receivedDay(body.receivedOn, country, ctx.now, 'body.receivedOn');
  const updated = await ctx.db
    .updateTable('guestRequests')
    .set({
      type: body.type,
      receivedOn,
      dueOn: dueDate(receivedOn, country),
      status: to,
      refusalReason: to === 'Refused' ? refusalReason : null,
      handledBy: await handler(ctx, body.handledBy, 'body.handledBy'),
      notes: text(body.notes),
      version: sql`version + 1`,
      updatedAt: ctx.now,
      updatedBy: ctx.user.userId,
    })
    .where('id', '=', current.id)
    .where('version', '=', body.version)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  if (!updated) throw conflict('This data-subject request was changed by someone else. Reload it and make your change again.');
  return view(ctx, await load(ctx, current.id));
});
