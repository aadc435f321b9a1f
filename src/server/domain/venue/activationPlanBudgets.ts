import type { ActivationPlanBudgetsGetInput, ActivationPlanBudgetsSetInput } from '@generated/server/resources/activationPlanBudgets';
import { activationPlanBudgetsResource } from '@generated/server/resources/activationPlanBudgets';
import { defineAction } from '../../api/action';
import { badRequest, conflict } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';
import { currencyOf } from '../shell/countries';
import { assertYear, MONTH_NAMES } from './activationPlanShared';
import { fieldChanges, logChange, moneyValue, monthValue, textValue, type LoggedFields } from './activationPlanLog';

/**
 * Sets a month's budget. The first save creates it; later saves must send the version they were made from, so
 * that two people setting the same month do not overwrite each other unseen (409).
 */
export const setBudget = defineAction(async (ctx, { body }: ActivationPlanBudgetsSetInput) => {
  const venue = await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const existing = await ctx.db
    .selectFrom('activationPlanBudgets')
    .select(['id', 'version', 'amount', 'note'])
    .where('venueId', '=', body.venueId)
    .where('year', '=', body.year)
    .where('month', '=', body.month)
    .executeTakeFirst();
  const data = { venueId: body.venueId, year: body.year, month: body.month, amount: body.amount, note: body.note?.trim() || null };
  const label = `${MONTH_NAMES[body.month - 1]} ${body.year}`;
  const currency = currencyOf(venue.country);
  const logged: LoggedFields = { amount: (b) => moneyValue(b.amount, currency), note: (b) => textValue(b.note) };
  const place = monthValue(body.year, body.month);
  if (!existing) {
    if (body.version) throw conflict('This budget was deleted or never saved. Reload it and make your change again.');
    const created = await ctx.store.create(activationPlanBudgetsResource, data);
    await logChange(ctx, { venueId: body.venueId, entity: 'budget', entityId: created.id, change: 'created', details: { place, changes: fieldChanges(logged, null, data) } });
    return { ...created, currency };
  }
  if (body.version === undefined || body.version === null) throw conflict(`The budget of ${label} was set by someone else in the meantime. Reload it and make your change again.`);
  const updated = await ctx.store.update(activationPlanBudgetsResource, existing.id, data, { version: body.version });
  const changes = fieldChanges(logged, existing, data);
  // A save that changes nothing is no change to log.
  if (changes.length) await logChange(ctx, { venueId: body.venueId, entity: 'budget', entityId: updated.id, change: 'updated', details: { place, changes } });
  return { ...updated, currency };
});

/** Month 1-12: that month; month 0: every month of the year. Months without a budget answer 0 with no id. */
export const getBudgets = defineAction(async (ctx, { params }: ActivationPlanBudgetsGetInput) => {
  assertYear(params.year);
  if (params.month < 0 || params.month > 12) throw badRequest('month', 'must be between 1 and 12, or 0 for the whole year');
  const venue = await getVenueOrThrow(ctx, params.venueId);
  let q = ctx.db.selectFrom('activationPlanBudgets').selectAll().where('venueId', '=', params.venueId).where('year', '=', params.year);
  if (params.month) q = q.where('month', '=', params.month);
  const rows = await q.execute();
  const months = params.month ? [params.month] : Array.from({ length: 12 }, (_, i) => i + 1);
  return {
    venueId: params.venueId,
    year: params.year,
    currency: currencyOf(venue.country),
    budgets: months.map((month) => {
      const row = rows.find((r) => r.month === month);
      return { month, amount: Number(row?.amount ?? 0), note: row?.note ?? null, id: row?.id ?? null, version: row?.version ?? null };
    }),
  };
});
