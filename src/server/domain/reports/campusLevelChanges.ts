import type { CampusLevelChangesGetListInput } from '@generated/server/resources/campusLevelChanges';
import type { CampusLevelChange } from '@/shared/reports/campusLevelChanges';
import { sql } from 'kysely';
import { defineAction } from '../../api/action';
import { badRequest } from '../../api/errors';
import { listQueryOf, pagedQuery, reportVenues } from './venueAccess';

export const PAYROLL_PERMISSION = 'vp.cockpit.payroll.show';
const SORTS: Record<string, string> = { changedOn: 'campusLevelChanges.changedOn', employeeName: 'campusLevelChanges.employeeName', venueName: 'venues.name', levelTo: 'campusLevelChanges.levelTo' };

/** Campus level changes at the venues the user may see, newest first. */
export const list = defineAction(async (ctx, { query }: CampusLevelChangesGetListInput) => {
  const venues = reportVenues(ctx, PAYROLL_PERMISSION, query.venueId);
  if (query.from && query.to && query.from > query.to) throw badRequest('query.to', 'must not be before from');
  const options = listQueryOf({ page: query.page, perPage: query.perPage, sort: query.sort, order: query.order, q: query.q });
  let base = ctx.db.selectFrom('campusLevelChanges').innerJoin('venues', 'venues.id', 'campusLevelChanges.venueId');
  if (venues) base = venues.length ? base.where('campusLevelChanges.venueId', 'in', venues) : base.where(sql<boolean>`false`);
  if (query.from) base = base.where('campusLevelChanges.changedOn', '>=', query.from);
  if (query.to) base = base.where('campusLevelChanges.changedOn', '<=', query.to);
  if (query.levelTo) base = base.where('campusLevelChanges.levelTo', '=', query.levelTo);
  if (options.q?.trim()) base = base.where(sql<string>`lower(campus_level_changes.employee_name)`, 'like', `${options.q.trim().toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
  const sort = SORTS[options.sort?.field ?? ''] ?? SORTS.changedOn;
  const direction = options.sort ? (options.sort.order === 'DESC' ? 'desc' : 'asc') : 'desc';
  return pagedQuery<CampusLevelChange>(
    ctx,
    base,
    (qb) =>
      qb
        .select([
          'campusLevelChanges.id',
          'campusLevelChanges.venueId',
          'venues.name as venueName',
          'campusLevelChanges.employeeName',
          'campusLevelChanges.employeeNumber',
          'campusLevelChanges.levelFrom',
          'campusLevelChanges.levelTo',
          'campusLevelChanges.changedOn',
          'campusLevelChanges.approvedBy',
        ])
        .orderBy(sql.ref(sort), direction)
        .orderBy('campusLevelChanges.employeeName')
        .orderBy('campusLevelChanges.id'),
    { page: options.page ?? 1, pageSize: options.pageSize ?? 25 },
  );
});
