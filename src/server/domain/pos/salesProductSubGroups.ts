import type { SalesProductSubGroupsGetListInput } from '@generated/server/resources/salesProductSubGroups';
import { defineAction } from '../../api/action';
import { settingsItems } from './settingsLists';

export const list = defineAction(async (ctx, { headers }: SalesProductSubGroupsGetListInput) => (await settingsItems(ctx, headers.countryid)).salesProductSubGroups);
