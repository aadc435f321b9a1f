import type { PriceGroupsGetListInput, PriceGroupsGetOneInput } from '@generated/server/resources/priceGroups';
import { defineAction } from '../../api/action';
import { notFound } from '../../api/errors';
import { settingsItems } from './settingsLists';

export const list = defineAction(async (ctx, { headers }: PriceGroupsGetListInput) => (await settingsItems(ctx, headers.countryid)).priceGroups);

export const getOne = defineAction(async (ctx, { headers, params }: PriceGroupsGetOneInput) => {
  const group = (await settingsItems(ctx, headers.countryid)).priceGroups.find((g) => g.id === params.id);
  if (!group) throw notFound(`Price group ${params.id}`);
  return group;
});
