import type { WizardInstancesGetListInput } from '@generated/server/resources/wizardInstances';
import { wizardInstancesResource } from '@generated/server/resources/wizardInstances';
import { defineAction } from '../../api/action';
import { listQueryOf, pagedStoreList, permittedVenues } from './venueAccess';

export const list = defineAction(async (ctx, { query }: WizardInstancesGetListInput) =>
  pagedStoreList(ctx, wizardInstancesResource, listQueryOf(query), permittedVenues(ctx, 'vp.cockpit.campus.employees.show')),
);
