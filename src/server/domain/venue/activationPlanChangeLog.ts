import type { ActivationPlanChangeLogGetListInput } from '@generated/server/resources/activationPlanChangeLog';
import { activationPlanChangeLogResource } from '@generated/server/resources/activationPlanChangeLog';
import type { PlanLogEntry } from '@/shared/venue/activationPlanChangeLog';
import { defineAction } from '../../api/action';
import { toRecord } from '../../api/store';
import { listQueryOf, pagedQuery } from '../reports/venueAccess';

/** The venue's change log, newest first, optionally of one entity, 25 entries a page unless asked. */
export const list = defineAction(async (ctx, { query }: ActivationPlanChangeLogGetListInput) => {
  const { page, pageSize } = listQueryOf({ page: query.page, perPage: query.perPage });
  let base = ctx.db.selectFrom('activationPlanChangeLog').where('venueId', '=', query.venueId);
  if (query.entity) base = base.where('entity', '=', query.entity);
  const result = await pagedQuery<Record<string, unknown>>(ctx, base, (qb) => qb.selectAll().orderBy('at', 'desc').orderBy('id', 'desc'), { page, pageSize });
  return { ...result, items: result.items.map((row) => toRecord(activationPlanChangeLogResource, row) as unknown as PlanLogEntry) };
});
