import type { PriceShiftWindowsCreateInput, PriceShiftWindowsUpdateInput } from '@generated/server/resources/priceShiftWindows';
import { priceShiftWindowsResource } from '@generated/server/resources/priceShiftWindows';
import { defineAction, type RequestContext } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { assertIn, assertVersion, lockVenue, settingIds, settingsOf, venueCountry } from './common';

type Body = PriceShiftWindowsCreateInput['body'];

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));

/** The minutes of the week a window covers on its weekdays; a window ending before it starts runs past midnight. */
export function weekMinutes(weekdays: number[], from: string, to: string): [number, number][] {
  const start = minutes(from);
  let end = minutes(to);
  if (end <= start) end += 24 * 60;
  const week = 7 * 24 * 60;
  return weekdays.flatMap((d) => {
    const s = (d - 1) * 24 * 60 + start;
    const e = (d - 1) * 24 * 60 + end;
    return e > week ? ([[s, week], [0, e - week]] as [number, number][]) : ([[s, e]] as [number, number][]);
  });
}

const overlaps = (a: [number, number][], b: [number, number][]) => a.some(([s1, e1]) => b.some(([s2, e2]) => s1 < e2 && s2 < e1));
const periodsMeet = (a: { validFrom?: string | null; validTo?: string | null }, b: { validFrom?: string | null; validTo?: string | null }) =>
  (!a.validFrom || !b.validTo || a.validFrom <= b.validTo) && (!b.validFrom || !a.validTo || b.validFrom <= a.validTo);

async function check(ctx: RequestContext, body: Body, exceptId?: string) {
  const venue = await venueCountry(ctx, body.venueId, 'body.venueId');
  // The overlap check reads the venue's other windows: one change of a venue's windows at a time.
  await lockVenue(ctx, venue.id);
  assertIn(settingIds(await settingsOf(ctx, venue.country)).priceGroups, body.priceGroupId, 'body.priceGroupId', 'price group', venue.country);
  const weekdays = [...new Set(body.weekdays ?? [])].sort();
  if (!weekdays.length) throw badRequest('body.weekdays', 'choose at least one weekday');
  if (body.fromTime === body.toTime) throw badRequest('body.toTime', 'must differ from the start (an end before the start runs past midnight)');
  if (body.validFrom && body.validTo && body.validTo < body.validFrom) throw badRequest('body.validTo', 'must not be before the start of the validity');
  if (body.isActive !== false) {
    const others = await ctx.db.selectFrom('priceShiftWindows').selectAll().where('venueId', '=', body.venueId).where('isActive', '=', true).execute();
    const mine = weekMinutes(weekdays, body.fromTime, body.toTime);
    const clash = others.find((o) => o.id !== exceptId && periodsMeet(o, body) && overlaps(mine, weekMinutes(o.weekdays ?? [], o.fromTime!, o.toTime!)));
    if (clash) throw conflict(`The window overlaps "${clash.name}" (${clash.fromTime}–${clash.toTime}) on a shared weekday.`);
  }
  return { ...body, weekdays };
}

export const create = defineAction(async (ctx, { body }: PriceShiftWindowsCreateInput) => ctx.store.create(priceShiftWindowsResource, await check(ctx, body)));

export const update = defineAction(async (ctx, { params, body }: PriceShiftWindowsUpdateInput) => {
  const current = await ctx.store.getOrThrow(priceShiftWindowsResource, params.id);
  if (current.venueId !== body.venueId) throw badRequest('body.venueId', 'cannot be changed');
  assertVersion(current, body.version, 'price shift window');
  return ctx.store.update(priceShiftWindowsResource, current.id, await check(ctx, body, current.id), { version: body.version });
});
