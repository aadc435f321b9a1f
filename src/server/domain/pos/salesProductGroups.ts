import type { SalesProductGroupsGetListInput } from '@generated/server/resources/salesProductGroups';
import { defineAction } from '../../api/action';
import { settingsItems } from './settingsLists';

export const list = defineAction(async (ctx, { headers }: SalesProductGroupsGetListInput) => (await settingsItems(ctx, headers.countryid)).salesProductGroups);
