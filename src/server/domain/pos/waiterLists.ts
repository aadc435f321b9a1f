import type { WaiterListsGetDayInput, WaiterListsSaveDayInput } from '@generated/server/resources/waiterLists';
import { waiterListsResource } from '@generated/server/resources/waiterLists';
import { defineAction } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { assertVersion, lockRow, venueCountry } from './common';

export const getDay = defineAction(async (ctx, { params }: WaiterListsGetDayInput) => {
  await venueCountry(ctx, params.venueId);
  const row = await ctx.db.selectFrom('waiterLists').select('id').where('venueId', '=', params.venueId).where('date', '=', params.date).executeTakeFirst();
  if (row) return ctx.store.getOrThrow(waiterListsResource, row.id);
  return { id: null, version: 0, venueId: params.venueId, date: params.date, waiters: [] };
});

/** Saves the whole list of a day: each person once (by portal user, else by name), shifts that start and end, the venue's terminals. */
export const saveDay = defineAction(async (ctx, { body }: WaiterListsSaveDayInput) => {
  await venueCountry(ctx, body.venueId, 'body.venueId');
  const terminals = new Set((await ctx.db.selectFrom('posDevices').select('id').where('venueId', '=', body.venueId).execute()).map((t) => t.id));
  const people = new Set<string>();
  const waiters = body.waiters.map((w, i) => {
    const who = w.userId ? `user:${w.userId}` : `name:${w.name.trim().toLowerCase()}`;
    if (people.has(who)) throw badRequest(`body.waiters.${i}.name`, `${w.name} is on the list already`);
    people.add(who);
    if (w.startTime === w.endTime) throw badRequest(`body.waiters.${i}.endTime`, 'must differ from the start (an end before the start runs past midnight)');
    (w.terminalIds ?? []).forEach((t, j) => {
      if (!terminals.has(t)) throw badRequest(`body.waiters.${i}.terminalIds.${j}`, 'is not a terminal of the venue');
    });
    return { ...w, name: w.name.trim(), userId: w.userId || null, terminalIds: [...new Set(w.terminalIds ?? [])] };
  });
  const existing = await ctx.db.selectFrom('waiterLists').select('id').where('venueId', '=', body.venueId).where('date', '=', body.date).executeTakeFirst();
  if (existing) {
    const row = await lockRow(ctx, 'waiter_lists', existing.id, 'Waiter list');
    // A save that does not say which version it was made from was made from nothing saved: someone saved meanwhile.
    assertVersion(row as { version: number }, body.version ?? 0, 'waiter list');
    return ctx.store.update(waiterListsResource, existing.id, { venueId: body.venueId, date: body.date, waiters }, { version: body.version ?? undefined });
  }
  if (body.version) throw conflict('This waiter list was removed by someone else. Reload it and make your change again.');
  return ctx.store.create(waiterListsResource, { venueId: body.venueId, date: body.date, waiters });
});
