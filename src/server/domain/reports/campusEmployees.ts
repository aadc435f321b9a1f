import type { CampusEmployeesGetListInput } from '@generated/server/resources/campusEmployees';
import { campusEmployeesResource } from '@generated/server/resources/campusEmployees';
import { defineAction } from '../../api/action';
import { listQueryOf, pagedStoreList, permittedVenues } from './venueAccess';

export const list = defineAction(async (ctx, { query }: CampusEmployeesGetListInput) =>
  pagedStoreList(ctx, campusEmployeesResource, listQueryOf(query), permittedVenues(ctx, 'vp.cockpit.campus.employees.show')),
);
