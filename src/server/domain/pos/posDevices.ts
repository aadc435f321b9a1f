import type { PosDevicesCreateInput, PosDevicesUpdateInput } from '@generated/server/resources/posDevices';
import { posDevicesResource } from '@generated/server/resources/posDevices';
import { sql } from 'kysely';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict, notFound } from '../../api/errors';
import { assertVersion } from './common';

async function checkLocation(ctx: RequestContext, venueId: string, locationId: string) {
  const venue = await ctx.db.selectFrom('posVenues').select(['name', 'locations']).where('venueId', '=', venueId).executeTakeFirst();
  if (!venue) throw notFound(`POS venue ${venueId}`);
  if (!(venue.locations ?? []).some((l) => l.locationId === locationId)) throw badRequest('body.locationId', `is not a location of ${venue.name}`);
}

async function checkName(ctx: RequestContext, venueId: string, name: string, exceptId?: string) {
  let query = ctx.db.selectFrom('posDevices').select('id').where('venueId', '=', venueId).where(sql<boolean>`lower(name) = ${name.trim().toLowerCase()}`);
  if (exceptId) query = query.where('id', '!=', exceptId);
  if (await query.executeTakeFirst()) throw conflict(`The venue has a terminal named "${name.trim()}" already.`);
}

export const create = defineAction(async (ctx, { params, body }: PosDevicesCreateInput) => {
  await checkLocation(ctx, params.venueId, body.locationId);
  await checkName(ctx, params.venueId, body.name);
  return ctx.store.create(posDevicesResource, { venueId: params.venueId, name: body.name.trim(), locationId: body.locationId, mustRequestTip: Boolean(body.mustRequestTip) });
});

export const update = defineAction(async (ctx, { params, query, body }: PosDevicesUpdateInput) => {
  const current = await ctx.store.getOrThrow(posDevicesResource, params.terminalId);
  if (current.venueId !== query.venueId) throw badRequest('venueId', 'is not the venue of the terminal');
  assertVersion(current, body.version, 'terminal');
  await checkLocation(ctx, query.venueId, body.locationId);
  await checkName(ctx, query.venueId, body.name, current.id);
  return ctx.store.update(posDevicesResource, current.id, { venueId: query.venueId, name: body.name.trim(), locationId: body.locationId, mustRequestTip: Boolean(body.mustRequestTip) }, { version: body.version ?? undefined });
});
