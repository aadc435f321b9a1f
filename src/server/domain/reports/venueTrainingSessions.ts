import type { VenueTrainingSessionsGetListInput } from '@generated/server/resources/venueTrainingSessions';
import { venueTrainingSessionsResource } from '@generated/server/resources/venueTrainingSessions';
import { defineAction } from '../../api/action';
import { listQueryOf, pagedStoreList, permittedVenues } from './venueAccess';

/** `query=*` (the specification's call) lists everything; another query, like `q`, matches titles starting with it. */
export const list = defineAction(async (ctx, { query }: VenueTrainingSessionsGetListInput) => {
  const { query: text, ...rest } = query;
  const list = listQueryOf({ ...rest, q: rest.q ?? (text && text.trim() !== '*' ? text : undefined) });
  return pagedStoreList(ctx, venueTrainingSessionsResource, list, permittedVenues(ctx, 'vp.cockpit.campus.employees.show'));
});
