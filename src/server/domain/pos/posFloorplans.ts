import type { PosFloorplansCreateInput, PosFloorplansUpdateInput } from '@generated/server/resources/posFloorplans';
import { posFloorplansResource } from '@generated/server/resources/posFloorplans';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest } from '../../api/errors';
import { newId } from './common';

type Body = PosFloorplansCreateInput['body'];

async function check(ctx: RequestContext, body: Body) {
  const pos = await ctx.db.selectFrom('posVenues').select(['locations']).where('venueId', '=', body.venueId).executeTakeFirst();
  if (!pos) throw badRequest('body.venueId', 'is not a POS venue');
  if (body.locationId && !(pos.locations ?? []).some((l) => l.locationId === body.locationId)) throw badRequest('body.locationId', 'is not a location of the venue');
  const width = body.width ?? 800;
  const height = body.height ?? 500;
  const names = new Set<string>();
  const tables = (body.tables ?? []).map((t, i) => {
    const name = t.name.trim();
    if (names.has(name.toLowerCase())) throw badRequest(`body.tables.${i}.name`, `a table named ${name} is on the plan already`);
    names.add(name.toLowerCase());
    if (t.x + t.width > width) throw badRequest(`body.tables.${i}.x`, 'the table reaches past the right edge of the plan');
    if (t.y + t.height > height) throw badRequest(`body.tables.${i}.y`, 'the table reaches past the bottom edge of the plan');
    return { ...t, name, tableId: t.tableId || newId() };
  });
  return { ...body, width, height, tables };
}

export const create = defineAction(async (ctx, { body }: PosFloorplansCreateInput) => ctx.store.create(posFloorplansResource, await check(ctx, body)));

export const update = defineAction(async (ctx, { params, body }: PosFloorplansUpdateInput) => {
  const current = await ctx.store.getOrThrow(posFloorplansResource, params.id);
  if (current.venueId !== body.venueId) throw badRequest('body.venueId', 'cannot be changed');
  return ctx.store.update(posFloorplansResource, current.id, await check(ctx, body), { version: body.version });
});
