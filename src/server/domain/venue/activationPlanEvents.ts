import type {
  ActivationPlanEventsCreateInput,
  ActivationPlanEventsDeleteInput,
  ActivationPlanEventsGetByDateInput,
  ActivationPlanEventsGetListInput,
  ActivationPlanEventsImportTemplateInput,
  ActivationPlanEventsUpdateInput,
} from '@generated/server/resources/activationPlanEvents';
import type { ActivationPlanEventRecord } from '@generated/shared/types/activationPlanEvents';
import { activationPlanEventsResource } from '@generated/server/resources/activationPlanEvents';
import { sql } from 'kysely';
import type { StoredRecord } from '@/shared/records';
import { lockKey } from '../../api/transaction';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { toRecord } from '../../api/store';
import { getVenueOrThrow } from '../shell/venueLookup';
import { currencyOf } from '../shell/countries';
import { listQueryOf, pagedQuery } from '../reports/venueAccess';
import { assertYear, templateDate, templateForVenue } from './activationPlanShared';
import { dateValue, enumValue, fieldChanges, logChange, moneyValue, textValue, timeValue, updateKind, type LoggedFields } from './activationPlanLog';

const SORTABLE = ['date', 'title', 'category', 'startTime', 'createdAt'];

/** The venue's events; `query` (or `q`) matches titles starting with it, `*` or nothing matches all. */
export const list = defineAction(async (ctx, { query }: ActivationPlanEventsGetListInput) => {
  const { venueId, from, to, page, perPage, sort, order, q, filter } = query;
  if (from && to && from > to) throw badRequest('query.to', 'must not be before from');
  const options = listQueryOf({ page, perPage, sort, order, q, filter });
  let base = ctx.db.selectFrom('activationPlanEvents').where('venueId', '=', venueId);
  if (from) base = base.where('date', '>=', from);
  if (to) base = base.where('date', '<=', to);
  const text = (query.query ?? options.q ?? '').trim().toLowerCase();
  if (text && text !== '*') base = base.where(sql<string>`lower(title)`, 'like', `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const category = options.filter?.category;
  if (typeof category === 'string' && category) base = base.where('category', '=', category as never);
  const field = options.sort && SORTABLE.includes(options.sort.field) ? options.sort.field : 'date';
  const direction = options.sort?.order === 'DESC' ? 'desc' : 'asc';
  const result = await pagedQuery<Record<string, unknown>>(ctx, base, (qb) => qb.selectAll().orderBy(field, direction).orderBy('title').orderBy('id'), { page: options.page ?? 1, pageSize: options.pageSize ?? 100 });
  return { ...result, items: result.items.map((row) => toRecord(activationPlanEventsResource, row) as unknown as ActivationPlanEventRecord) };
});

export const listByDate = defineAction(async (ctx, { params }: ActivationPlanEventsGetByDateInput) => {
  const rows = await ctx.db.selectFrom('activationPlanEvents').selectAll().where('venueId', '=', params.venueId).where('date', '=', params.date).orderBy('startTime').orderBy('title').execute();
  return rows.map((row) => toRecord(activationPlanEventsResource, row) as unknown as ActivationPlanEventRecord);
});

/** What the change log keeps of an event; its title and date also name it in every entry. */
const logged = (currency: string): LoggedFields => ({
  date: (e) => dateValue(e.date),
  title: (e) => textValue(e.title),
  category: (e) => enumValue('activationPlanEvents.category', e.category),
  startTime: (e) => timeValue(e.startTime),
  description: (e) => textValue(e.description),
  plannedCost: (e) => moneyValue(e.plannedCost, currency),
});
const named = (e: Record<string, unknown>) => ({ name: String(e.title), place: dateValue(e.date) });
const NAMING = new Set(['title', 'date']);

export const create = defineAction(async (ctx, { body }: ActivationPlanEventsCreateInput) => {
  const venue = await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const event = await ctx.store.create(activationPlanEventsResource, body);
  const changes = fieldChanges(logged(currencyOf(venue.country)), null, event).filter((c) => !NAMING.has(c.field));
  await logChange(ctx, { venueId: body.venueId, entity: 'event', entityId: event.id, change: 'created', details: { ...named(event), changes } });
  return event;
});

export const update = defineAction(async (ctx, { body }: ActivationPlanEventsUpdateInput) => {
  const current = await ctx.store.getOrThrow(activationPlanEventsResource, body.id);
  if (current.venueId !== body.venueId) throw badRequest('body.venueId', 'cannot be changed');
  const venue = await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const event = await ctx.store.update(activationPlanEventsResource, body.id, body, { version: body.version });
  const changes = fieldChanges(logged(currencyOf(venue.country)), current, event);
  // A save that changes nothing is no change to log.
  if (changes.length) await logChange(ctx, { venueId: body.venueId, entity: 'event', entityId: event.id, change: updateKind(changes, 'date'), details: { ...named(event), changes } });
  return event;
});

export const remove = defineAction(async (ctx, { params }: ActivationPlanEventsDeleteInput) => {
  const event: StoredRecord = await ctx.store.remove(activationPlanEventsResource, params.id);
  await logChange(ctx, { venueId: String(event.venueId), entity: 'event', entityId: event.id, change: 'deleted', details: { ...named(event), changes: [] } });
});

/** Adds the template's events for the year; entries imported before (same template, key and year) are skipped. */
export const importTemplate = defineAction(async (ctx, { params }: ActivationPlanEventsImportTemplateInput) => {
  assertYear(params.year);
  const venue = await getVenueOrThrow(ctx, params.venueId);
  const template = await templateForVenue(ctx, params.templateId, venue);
  // Imports of one template, year and venue run one at a time: the second sees what the first imported and skips it.
  await lockKey(ctx.db, `activation-plan-import:${venue.id}:${template.id}:${params.year}`);
  const done = await ctx.db
    .selectFrom('activationPlanEvents')
    .select('templateKey')
    .where('venueId', '=', venue.id)
    .where('templateId', '=', template.id)
    .where('date', '>=', `${params.year}-01-01`)
    .where('date', '<=', `${params.year}-12-31`)
    .execute();
  const skip = new Set(done.map((d) => d.templateKey));
  const fresh = template.events.filter((e) => !skip.has(e.key));
  for (const e of fresh) {
    await ctx.store.create(activationPlanEventsResource, {
      venueId: venue.id,
      date: templateDate(params.year, e.month, e.day),
      title: e.title,
      category: ['music', 'sports', 'theme', 'promotion', 'holiday', 'other'].includes(e.category ?? '') ? e.category : 'other',
      description: e.description ?? null,
      plannedCost: null,
      templateId: template.id,
      templateKey: e.key,
    });
  }
  await logChange(ctx, { venueId: venue.id, entity: 'event', entityId: null, change: 'imported', details: { name: template.name, count: fresh.length, year: params.year, changes: [] } });
  return { imported: fresh.length, skipped: template.events.length - fresh.length };
});
