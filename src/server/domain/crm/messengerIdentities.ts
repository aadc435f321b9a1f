import type { MessengerIdentitiesCreateInput, MessengerIdentitiesGetListInput } from '@generated/server/resources/messengerIdentities';
import { messengerIdentitiesResource } from '@generated/server/resources/messengerIdentities';
import { defineAction } from '../../api/action';
import { conflict } from '../../api/errors';
import { getVenueOrThrow } from '../shell/venueLookup';
import { venuesAskedFor } from './access';

const PERMISSION = 'vp.crm.engageconfiguration.view';

export const list = defineAction(async (ctx, { query }: MessengerIdentitiesGetListInput) => {
  const venues = venuesAskedFor(ctx, PERMISSION, query.venueId ? [query.venueId] : undefined);
  const { records } = await ctx.store.list(messengerIdentitiesResource, { venueIn: venues, sort: { field: 'pageName', order: 'ASC' } });
  return records;
});

export const add = defineAction(async (ctx, { body }: MessengerIdentitiesCreateInput) => {
  await getVenueOrThrow(ctx, body.venueId, 'body.venueId');
  const taken = await ctx.db.selectFrom('messengerIdentities').select(['venueId']).where('platform', '=', body.platform).where('pageId', '=', body.pageId).executeTakeFirst();
  if (taken) throw conflict(`The ${body.platform} page ${body.pageId} is already connected${taken.venueId === body.venueId ? ' to this venue' : ' to another venue'}`);
  return ctx.store.create(messengerIdentitiesResource, body);
});
